//! A hand-built, valid PDF 1.4 document: one letter-size page of text in Helvetica, with a
//! correct cross-reference table.

/// Characters per body line before wrapping (11-point Helvetica on a 6.5-inch line).
const WRAP_AT: usize = 92;
/// Lines that fit below the title.
const MAX_LINES: usize = 46;

/// Encodes text for a PDF string in WinAnsiEncoding, escaping what PDF strings need escaped.
fn pdf_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '(' | ')' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            ' '..='~' => out.push(c),
            '—' => out.push_str("\\227"),
            '–' => out.push_str("\\226"),
            '’' => out.push_str("\\222"),
            '“' => out.push_str("\\223"),
            '”' => out.push_str("\\224"),
            '•' => out.push_str("\\225"),
            '§' => out.push_str("\\247"),
            _ => out.push('?'),
        }
    }
    out
}

/// A PDF text string (document information) in UTF-16BE with a byte-order mark.
fn utf16_hex(text: &str) -> String {
    let mut out = String::from("<FEFF");
    for unit in text.encode_utf16() {
        out.push_str(&format!("{unit:04X}"));
    }
    out.push('>');
    out
}

/// Splits paragraphs into lines of at most [`WRAP_AT`] characters at spaces.
fn wrap(paragraphs: &[String]) -> Vec<String> {
    let mut lines = Vec::new();
    for paragraph in paragraphs {
        let mut line = String::new();
        for word in paragraph.split(' ') {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > WRAP_AT {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
        lines.push(line);
    }
    lines.truncate(MAX_LINES);
    lines
}

/// A one-page PDF with a bold `title` and the `paragraphs` below it, wrapped.
pub fn pdf_document(title: &str, paragraphs: &[String]) -> Vec<u8> {
    let mut content = format!(
        "BT\n/F2 15 Tf\n72 730 Td\n({}) Tj\n/F1 10.5 Tf\n14 TL\n0 -12 Td\n",
        pdf_string(title)
    );
    for line in wrap(paragraphs) {
        content.push_str(&format!("T* ({}) Tj\n", pdf_string(&line)));
    }
    content.push_str("ET\n");

    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_owned(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>".to_owned(),
        format!("<< /Length {} >>\nstream\n{content}endstream", content.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>".to_owned(),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>".to_owned(),
        format!("<< /Title {} /Producer (Lakeland demo data seeder) >>", utf16_hex(title)),
    ];
    let mut out: Vec<u8> = b"%PDF-1.4\n%\xE2\xE3\xCF\xD3\n".to_vec();
    let mut offsets = Vec::with_capacity(objects.len());
    for (i, body) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{body}\nendobj\n", i + 1).as_bytes());
    }
    let xref_at = out.len();
    let mut xref = format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1);
    for offset in offsets {
        xref.push_str(&format!("{offset:010} 00000 n \n"));
    }
    out.extend_from_slice(xref.as_bytes());
    out.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R /Info {} 0 R >>\nstartxref\n{xref_at}\n%%EOF\n",
            objects.len() + 1,
            objects.len()
        )
        .as_bytes(),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xref_offsets_point_at_their_objects() {
        let bytes = pdf_document(
            "Actuarial Memorandum — BLHP-130000001",
            &["Proposed (overall) change: +7.250%".to_owned()],
        );
        // One char per byte (non-ASCII bytes shown as `.`), so positions in `text` are byte offsets.
        let text: String = bytes
            .iter()
            .map(|&b| if b.is_ascii() { char::from(b) } else { '.' })
            .collect();
        assert!(text.starts_with("%PDF-1.4"));
        assert!(text.ends_with("%%EOF\n"));
        let startxref: usize = text
            .rsplit("startxref\n")
            .next()
            .and_then(|t| t.lines().next())
            .and_then(|n| n.parse().ok())
            .expect("startxref");
        assert!(text[startxref..].starts_with("xref\n"));
        for (i, line) in text[startxref..].lines().skip(3).take(7).enumerate() {
            let offset: usize = line[..10].parse().expect("offset");
            assert_eq!(line.len(), 19, "entries are 20 bytes with their newline");
            assert!(text[offset..].starts_with(&format!("{} 0 obj", i + 1)));
        }
        assert!(text.contains("\\227 BLHP") && text.contains("\\(overall\\)"));
    }
}
