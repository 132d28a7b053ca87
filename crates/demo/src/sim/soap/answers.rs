//! The bodies of successful answers, children in exactly the order the WSDL gives them (the
//! JAX-RPC deserializers refuse any other): `resultTable/row*`, each row `value*` (each `vs*`;
//! a null value is a `value` with no `vs`) then `attachmentIdentifier*`; the download answers.

use super::download::Block;
use super::envelope::{envelope, escape};
use super::query::ResultRow;

/// A query answer in element `response` (`QueryFilingResponse`, `QueryBinderResponse`).
pub(super) fn query(response: &str, rows: &[ResultRow]) -> String {
    let mut body = format!("<ns0:{response}><ns0:resultTable>");
    for row in rows {
        body.push_str("<ns0:row>");
        for value in &row.values {
            match value {
                Some(text) => {
                    body.push_str("<ns0:value><ns0:vs>");
                    body.push_str(&escape(text));
                    body.push_str("</ns0:vs></ns0:value>");
                }
                None => body.push_str("<ns0:value/>"),
            }
        }
        for (name, id) in &row.attachments {
            body.push_str(&format!(
                "<ns0:attachmentIdentifier><ns0:attachmentName>{}</ns0:attachmentName><ns0:attachmentId>{}</ns0:attachmentId></ns0:attachmentIdentifier>",
                escape(name),
                escape(id)
            ));
        }
        body.push_str("</ns0:row>");
    }
    body.push_str(&format!("</ns0:resultTable></ns0:{response}>"));
    envelope(&body)
}

/// `beginDownloadResponse`.
pub(super) fn begin_download(filesize: u64, block_size: usize) -> String {
    envelope(&format!(
        "<ns0:beginDownloadResponse><ns0:filesize>{filesize}</ns0:filesize><ns0:blockSize>{block_size}</ns0:blockSize></ns0:beginDownloadResponse>"
    ))
}

/// `readBlockResponse`: `md5` first, then `data`.
pub(super) fn read_block(block: &Block) -> String {
    envelope(&format!(
        "<ns0:readBlockResponse><ns0:md5>{}</ns0:md5><ns0:data>{}</ns0:data></ns0:readBlockResponse>",
        block.md5, block.data
    ))
}

/// `endDownloadResponse`.
pub(super) fn end_download(md5: &str) -> String {
    envelope(&format!(
        "<ns0:endDownloadResponse><ns0:md5>{md5}</ns0:md5></ns0:endDownloadResponse>"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_hold_values_then_attachments_and_nulls_have_no_vs() {
        let rows = [ResultRow {
            values: vec![Some("A&B".to_owned()), None],
            attachments: vec![("Rate Exhibit.pdf".to_owned(), "ATT-1".to_owned())],
        }];

        let xml = query("QueryFilingResponse", &rows);

        assert!(xml.contains(
            "<env:Body><ns0:QueryFilingResponse><ns0:resultTable><ns0:row><ns0:value><ns0:vs>A&amp;B</ns0:vs></ns0:value><ns0:value/><ns0:attachmentIdentifier><ns0:attachmentName>Rate Exhibit.pdf</ns0:attachmentName><ns0:attachmentId>ATT-1</ns0:attachmentId></ns0:attachmentIdentifier></ns0:row></ns0:resultTable></ns0:QueryFilingResponse></env:Body>"
        ), "{xml}");
    }
}
