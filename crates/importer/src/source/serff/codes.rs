//! The numbered codes of `ClientException` (1000–1026) and `ServerException` (2000–2011), what
//! they mean (reference §8), and what the client does about each.

/// What the client does when a call fails with a code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeHandling {
    /// Asking again may work (a database or I/O hiccup on the server): retried with backoff.
    Retry,
    /// The call rate was exceeded without a wait hint: wait about a minute, repeat the call.
    Throttle,
    /// The query is too broad: the caller narrows it.
    RowLimit,
    /// Nothing matched (on a query, an empty answer).
    NothingFound,
    /// Asking again would get the same answer.
    Final,
}

/// How the client handles `code`. Retried: 2001, 2002, 2006, 2007, 2009 (reference §8's
/// policy). Never retried: everything else, in particular 1001/1002/1007–1009 (a bug in the
/// request), 2004 (a malformed attachment id) and 1010/2005 (the filing is gone or not visible).
pub fn handling(code: u32) -> CodeHandling {
    match code {
        2001 | 2002 | 2006 | 2007 | 2009 => CodeHandling::Retry,
        1006 => CodeHandling::Throttle,
        1003 => CodeHandling::RowLimit,
        1004 | 1005 => CodeHandling::NothingFound,
        _ => CodeHandling::Final,
    }
}

/// What `code` means, in the words of reference §8; `None` for a code the guide does not list.
pub fn meaning(code: u32) -> Option<&'static str> {
    Some(match code {
        1000 => "unspecified client error",
        1001 => "a required field is missing",
        1002 => "bad parameter",
        1003 => "the query matched too many rows (more than 600)",
        1004 => "nothing found",
        1005 => "the returned fields hold no data",
        1006 => "call rate exceeded",
        1007 => "the condition could not be parsed",
        1008 => "a field name is not valid for the query",
        1009 => "no fields to return were given",
        1010 => "no filing has that SERFF tracking number",
        1011 => "the cocode does not match a company on the filing",
        1012 => "the schedule item reference id is not on the filing",
        1013 => "a disposition could not be created",
        1014 => "the API user and the reviewer must be STATE-type accounts",
        1015 => "the API user could not be loaded or has no instance",
        1016 => "the new primary reviewer account could not be loaded",
        1017 => "the reviewer name is unknown",
        1018 => "the reviewer does not belong to the filing's instance",
        1019 => "no correspondence item has that id",
        1020 => "an objection letter could not be created",
        1021 => "a note to filer could not be created",
        1022 => "a disposition could not be submitted",
        1023 => "an objection letter could not be submitted",
        1024 => "a note to filer could not be submitted",
        1025 => "the reviewers could not be updated",
        1026 => "a correspondence item could not be updated",
        2000 => "unspecified server error",
        2001 => "internal database error",
        2002 => "internal application error",
        2003 => "a resource is missing",
        2004 => "the attachment id is malformed",
        2005 => "filing not found",
        2006 => "general error",
        2007 => "I/O error",
        2008 => "the client key is null",
        2009 => "null pointer",
        2011 => "remote PDF conversion failed",
        _ => return None,
    })
}

/// `code` with its meaning, for messages: `1008 (a field name is not valid for the query)`.
pub fn describe(code: u32) -> String {
    match meaning(code) {
        Some(meaning) => format!("{code} ({meaning})"),
        None => format!("{code} (a code the State API guide does not list)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_transient_server_codes_are_retried() {
        let retried: Vec<u32> = (1000..=2011)
            .filter(|c| handling(*c) == CodeHandling::Retry)
            .collect();

        assert_eq!(retried, vec![2001, 2002, 2006, 2007, 2009]);
        for never in [1001, 1002, 1007, 1008, 1009, 1010, 2004, 2005] {
            assert_eq!(handling(never), CodeHandling::Final, "{never}");
        }
        assert_eq!(handling(1003), CodeHandling::RowLimit);
        assert_eq!(handling(1004), CodeHandling::NothingFound);
        assert_eq!(handling(1005), CodeHandling::NothingFound);
        assert_eq!(handling(1006), CodeHandling::Throttle);
    }

    #[test]
    fn every_listed_code_has_a_meaning_and_2010_does_not_exist() {
        assert!((1000..=1026).all(|c| meaning(c).is_some()));
        assert!((2000..=2009).all(|c| meaning(c).is_some()));
        assert_eq!(meaning(2010), None);
        assert_eq!(
            describe(1008),
            "1008 (a field name is not valid for the query)"
        );
        assert!(describe(4242).contains("does not list"));
    }
}
