//! A minimal macro-enabled Excel workbook (.xlsm): one worksheet, no VBA project (which is
//! valid: the macro-enabled content type only allows one).

use super::{xml_escape, zip_package};

/// A worksheet cell value.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    /// Text, written as an inline string.
    Text(String),
    /// A number.
    Number(f64),
}

/// Column letters for a zero-based column index (A..Z, then AA..).
fn column(index: usize) -> String {
    let mut n = index + 1;
    let mut letters = Vec::new();
    while n > 0 {
        let rem = (n - 1) % 26;
        letters.push(char::from(b'A' + u8::try_from(rem).unwrap_or(0)));
        n = (n - 1) / 26;
    }
    letters.iter().rev().collect()
}

fn cell_xml(reference: &str, cell: &Cell, style: u8) -> String {
    match cell {
        Cell::Text(text) => format!(
            r#"<c r="{reference}" s="{style}" t="inlineStr"><is><t>{}</t></is></c>"#,
            xml_escape(text)
        ),
        Cell::Number(value) => format!(r#"<c r="{reference}" s="{style}"><v>{value}</v></c>"#),
    }
}

const CONTENT_TYPES: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>"#;

const ROOT_RELS: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>"#;

const WORKBOOK_RELS: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>"#;

/// Styles: 0 plain, 1 bold header, 2 numbers with two decimals.
const STYLES: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>"#;

/// An .xlsm workbook with one worksheet named `sheet_name`: a bold header row, then `rows`.
pub fn xlsm_workbook(
    sheet_name: &str,
    title: &str,
    header: &[&str],
    rows: &[Vec<Cell>],
) -> anyhow::Result<Vec<u8>> {
    let mut sheet = String::from(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cols><col min="1" max="2" width="26" customWidth="1"/><col min="3" max="12" width="16" customWidth="1"/></cols><sheetData>"#,
    );
    sheet.push_str(r#"<row r="1">"#);
    for (c, name) in header.iter().enumerate() {
        sheet.push_str(&cell_xml(
            &format!("{}1", column(c)),
            &Cell::Text((*name).to_owned()),
            1,
        ));
    }
    sheet.push_str("</row>");
    for (r, row) in rows.iter().enumerate() {
        let number = r + 2;
        sheet.push_str(&format!(r#"<row r="{number}">"#));
        for (c, cell) in row.iter().enumerate() {
            let style = if matches!(cell, Cell::Number(_)) {
                2
            } else {
                0
            };
            sheet.push_str(&cell_xml(&format!("{}{number}", column(c)), cell, style));
        }
        sheet.push_str("</row>");
    }
    sheet.push_str("</sheetData></worksheet>");
    let workbook = format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="{}" sheetId="1" r:id="rId1"/></sheets></workbook>"#,
        xml_escape(sheet_name)
    );
    let core = format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>{}</dc:title><dc:creator>Lakeland demo data seeder</dc:creator></cp:coreProperties>"#,
        xml_escape(title)
    );
    zip_package(&[
        ("[Content_Types].xml", CONTENT_TYPES.to_owned()),
        ("_rels/.rels", ROOT_RELS.to_owned()),
        ("docProps/core.xml", core),
        ("xl/workbook.xml", workbook),
        ("xl/_rels/workbook.xml.rels", WORKBOOK_RELS.to_owned()),
        ("xl/styles.xml", STYLES.to_owned()),
        ("xl/worksheets/sheet1.xml", sheet),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_are_lettered_like_a_spreadsheet() {
        assert_eq!(column(0), "A");
        assert_eq!(column(25), "Z");
        assert_eq!(column(26), "AA");
    }

    #[test]
    fn workbook_is_a_zip_with_the_macro_enabled_content_type() {
        let bytes = xlsm_workbook(
            "Rate Table",
            "Rate Table",
            &["Plan ID", "Rate"],
            &[vec![Cell::Text("A & B".into()), Cell::Number(412.5)]],
        )
        .expect("workbook");
        assert!(bytes.starts_with(b"PK\x03\x04"));
    }
}
