//! SPEC 3 Comment as the admin Comments screen shows it (SPEC 2.16).

use db::queries::comments::AdminCommentRow;
use domain::CommentStatus;
use serde::Serialize;
use service_kit::ApiError;
use utoipa::ToSchema;

/// Most characters of a comment shown in the list's Comment column.
const SHORT_COMMENT_CHARS: usize = 80;

/// A public comment and its moderation.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommentDto {
    /// Key; send it back with a moderation action.
    comment_key: i32,
    /// The filing commented on (its `filingId`).
    filing_key: i32,
    /// The whole comment.
    commentary: String,
    /// The first 80 characters, cut at a word boundary, with "…" when cut; whitespace runs
    /// (line breaks too) become one space.
    short_comment: String,
    /// 0 Pending, 1 Published (the only public status), 2 Rejected, 3 Posted.
    status: i16,
    /// Pending, Published, Rejected or Posted.
    status_desc: &'static str,
    /// When the comment was submitted (RFC 3339, UTC).
    #[schema(format = DateTime)]
    date_created: String,
    /// The same as MM/DD/YYYY hh:mm AM/PM (UTC): the Date column.
    date_created_as_string: String,
    /// When it was last moderated, as MM/DD/YYYY hh:mm AM/PM (UTC): "Date approved".
    last_updated_as_string: String,
    /// The filing's tracking number.
    filing_serff_track_num: String,
    /// The moderator's note.
    note: Option<String>,
    /// The full name of the staff user who last moderated the comment.
    approver: Option<String>,
    /// That staff user's key.
    approver_pk: Option<i32>,
}

impl TryFrom<AdminCommentRow> for CommentDto {
    type Error = ApiError;

    fn try_from(row: AdminCommentRow) -> Result<Self, ApiError> {
        let status = CommentStatus::from_code(row.comment_status_code)
            .map_err(|e| ApiError::Internal(e.into()))?;
        Ok(Self {
            comment_key: row.comment_key,
            filing_key: row.filing_id,
            short_comment: short_comment(&row.commentary),
            commentary: row.commentary,
            status: status.code(),
            status_desc: status.description(),
            // The same text serde gives a `DateTime<Utc>` (RFC 3339, `Z`, fraction as needed).
            date_created: row.date_created.format("%Y-%m-%dT%H:%M:%S%.fZ").to_string(),
            date_created_as_string: domain::format_us_datetime(row.date_created),
            last_updated_as_string: domain::format_us_datetime(row.last_updated),
            filing_serff_track_num: row.filing_serff_track_num,
            note: row.note,
            approver: row
                .approver_name
                .map(|(first, last)| format!("{first} {last}")),
            approver_pk: row.approver_pk,
        })
    }
}

/// The comment's first [`SHORT_COMMENT_CHARS`] characters, cut after the last whole word that
/// fits (mid-word only when a single word is longer), with "…" when anything was cut.
fn short_comment(commentary: &str) -> String {
    let text = commentary.split_whitespace().collect::<Vec<_>>().join(" ");
    let Some((cut, _)) = text.char_indices().nth(SHORT_COMMENT_CHARS) else {
        return text;
    };
    let (head, rest) = text.split_at(cut);
    let head = if rest.starts_with(' ') {
        head
    } else {
        head.rfind(' ').map_or(head, |space| &head[..space])
    };
    format!("{}…", head.trim_end())
}

#[cfg(test)]
mod tests {
    use super::short_comment;

    // SPEC 2.16: the Comment column shows shortComment.
    #[test]
    fn a_short_comment_is_kept_whole() {
        // Arrange
        let text = "The increase is too high for retirees.";

        // Act
        let short = short_comment(text);

        // Assert
        assert_eq!(short, text);
    }

    #[test]
    fn exactly_eighty_characters_are_not_cut() {
        // Arrange
        let text = "a".repeat(80);

        // Act / Assert
        assert_eq!(short_comment(&text), text);
    }

    #[test]
    fn a_long_comment_is_cut_at_the_last_word_that_fits() {
        // Arrange: "word " is 5 characters, so character 80 falls inside the 17th word.
        let text = "word ".repeat(16) + "inside-a-long-word and more";

        // Act
        let short = short_comment(&text);

        // Assert
        assert_eq!(short, format!("{}…", "word ".repeat(16).trim_end()));
        assert!(short.chars().count() <= 81);
    }

    #[test]
    fn a_cut_that_falls_on_a_space_keeps_the_whole_last_word() {
        // Arrange: 80 characters of words, then a space.
        let text = format!("{} tail", "abcd ".repeat(15) + "abcde");

        // Act
        let short = short_comment(&text);

        // Assert
        assert_eq!(short, format!("{}…", "abcd ".repeat(15) + "abcde"));
    }

    #[test]
    fn one_very_long_word_is_cut_mid_word_and_characters_are_not_bytes() {
        // Arrange
        let text = "é".repeat(100);

        // Act
        let short = short_comment(&text);

        // Assert
        assert_eq!(short, format!("{}…", "é".repeat(80)));
    }

    #[test]
    fn line_breaks_become_spaces() {
        // Arrange
        let text = "Too high.\n\nPlease  reconsider.";

        // Act / Assert
        assert_eq!(short_comment(text), "Too high. Please reconsider.");
    }
}
