//! The administrators' comments download (SPEC 2.16, SPEC 9 "Comments CSV export").

/// First line of the download, exactly as the specification gives it.
pub const COMMENTS_CSV_HEADER: &str = "Comment,Date,Status,SERFF Tracking Number";

/// Characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection").
const FORMULA_TRIGGERS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// One comment as a line of the download.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CommentsCsvRow {
    /// The comment text (commentary).
    pub commentary: String,
    /// When the comment was made, as shown in the table (dateCreatedAsString).
    pub date_created_as_string: String,
    /// Moderation status description (statusDesc).
    pub status_desc: String,
    /// SERFF tracking number of the filing commented on (filingSerffTrackNum).
    pub filing_serff_track_num: String,
}

/// Writes the download: the header line, then one line per row with every value in double quotes
/// (RFC 4180, lines ending "\r\n").
///
/// Inner double quotes are doubled. A value starting with = + - @ TAB or CR gets a leading
/// apostrophe inside its quotes so that a spreadsheet shows it as text instead of running it.
pub fn render_comments_csv(rows: &[CommentsCsvRow]) -> String {
    let mut csv = String::with_capacity(64 * (rows.len() + 1));
    csv.push_str(COMMENTS_CSV_HEADER);
    csv.push_str("\r\n");
    for row in rows {
        let fields = [
            &row.commentary,
            &row.date_created_as_string,
            &row.status_desc,
            &row.filing_serff_track_num,
        ];
        for (index, field) in fields.into_iter().enumerate() {
            if index > 0 {
                csv.push(',');
            }
            push_quoted(&mut csv, field);
        }
        csv.push_str("\r\n");
    }
    csv
}

/// Appends one value in double quotes, defused against formula injection.
fn push_quoted(csv: &mut String, value: &str) {
    csv.push('"');
    if value.starts_with(FORMULA_TRIGGERS) {
        csv.push('\'');
    }
    csv.push_str(&value.replace('"', "\"\""));
    csv.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(commentary: &str) -> CommentsCsvRow {
        CommentsCsvRow {
            commentary: commentary.to_owned(),
            date_created_as_string: "03/01/2025 02:05 PM".to_owned(),
            status_desc: "Published".to_owned(),
            filing_serff_track_num: "ABCD-123456789".to_owned(),
        }
    }

    // SPEC 9: header row 'Comment,Date,Status,SERFF Tracking Number' (as given).
    #[test]
    fn empty_export_is_only_the_header() {
        // Arrange
        let rows: [CommentsCsvRow; 0] = [];

        // Act
        let csv = render_comments_csv(&rows);

        // Assert
        assert_eq!(csv, "Comment,Date,Status,SERFF Tracking Number\r\n");
    }

    // SPEC 9: columns commentary, dateCreatedAsString, statusDesc, filingSerffTrackNum; every value quoted.
    #[test]
    fn rows_follow_the_header_with_every_value_quoted() {
        // Arrange
        let rows = [row("Too high"), CommentsCsvRow::default()];

        // Act
        let csv = render_comments_csv(&rows);

        // Assert
        assert_eq!(
            csv,
            "Comment,Date,Status,SERFF Tracking Number\r\n\
             \"Too high\",\"03/01/2025 02:05 PM\",\"Published\",\"ABCD-123456789\"\r\n\
             \"\",\"\",\"\",\"\"\r\n"
        );
    }

    // SPEC 9 / RFC 4180: inner quotes doubled; commas and line breaks stay inside the quotes.
    #[test]
    fn quotes_commas_and_newlines_are_kept_inside_the_value() {
        // Arrange
        let rows = [row("He said \"no\", twice.\nThen left.")];

        // Act
        let csv = render_comments_csv(&rows);

        // Assert
        let body = csv
            .strip_prefix("Comment,Date,Status,SERFF Tracking Number\r\n")
            .unwrap_or("");
        assert!(
            body.starts_with("\"He said \"\"no\"\", twice.\nThen left.\",\"03/01/2025"),
            "{body}"
        );
    }

    // SPEC 9 with OWASP CSV-injection guidance: formula starters are defused.
    #[test]
    fn each_formula_character_gets_an_apostrophe() {
        // Arrange
        let values = ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"];

        for value in values {
            // Act
            let csv = render_comments_csv(&[row(value)]);

            // Assert
            let expected = format!("\r\n\"'{value}\",");
            assert!(csv.contains(&expected), "{value:?} gave {csv:?}");
        }
    }

    // OWASP CSV injection: every column is defused, and harmless values are untouched.
    #[test]
    fn other_columns_are_defused_too_and_plain_text_is_untouched() {
        // Arrange
        let rows = [CommentsCsvRow {
            commentary: "a=b".to_owned(),
            date_created_as_string: "=NOW()".to_owned(),
            status_desc: "@x".to_owned(),
            filing_serff_track_num: "-\"1\"".to_owned(),
        }];

        // Act
        let csv = render_comments_csv(&rows);

        // Assert
        assert!(
            csv.ends_with("\r\n\"a=b\",\"'=NOW()\",\"'@x\",\"'-\"\"1\"\"\"\r\n"),
            "{csv:?}"
        );
    }
}
