//! The WSDL 1.1 document the simulator serves at `/state-api_4.1/<Port>?wsdl`: service
//! `StateApiService` in `uri:StateApiService.wsdl`, its five ports at this server's address,
//! and the operations it implements (document/literal, types in `uri:StateApiService.types`)
//! with their messages and the three fault types. The Correspondence and Pdf ports are listed
//! without operations: the simulator answers theirs with "not supported".

use super::envelope::TYPES_NS;
use super::ops::PORTS;

/// The WSDL namespace.
const WSDL_NS: &str = "uri:StateApiService.wsdl";

/// (port, operation, request element, response element, faults it declares).
const OPERATIONS: [(&str, &str, &str, &str, bool); 5] = [
    (
        "Filing",
        "queryFiling",
        "queryFiling",
        "QueryFilingResponse",
        true,
    ),
    (
        "PlanBinder",
        "queryBinder",
        "queryBinder",
        "QueryBinderResponse",
        true,
    ),
    (
        "Attachment",
        "beginDownload",
        "beginDownload",
        "beginDownloadResponse",
        false,
    ),
    (
        "Attachment",
        "readBlock",
        "readBlock",
        "readBlockResponse",
        false,
    ),
    (
        "Attachment",
        "endDownload",
        "endDownload",
        "endDownloadResponse",
        false,
    ),
];

const FAULTS: [&str; 3] = [
    "ClientException",
    "ServerException",
    "CallRateExceededException",
];

const SCHEMA: &str = r#"<schema xmlns="http://www.w3.org/2001/XMLSchema" xmlns:tns="uri:StateApiService.types" targetNamespace="uri:StateApiService.types" elementFormDefault="qualified">
   <complexType name="Fields"><sequence><element name="field" type="string" minOccurs="0" maxOccurs="unbounded"/></sequence></complexType>
   <complexType name="Query"><sequence>
    <element name="form" type="string"/>
    <element name="fields" type="tns:Fields"/>
    <element name="condition" type="string"/>
    <element name="attachmentNamePattern" type="string" minOccurs="0"/>
   </sequence></complexType>
   <complexType name="Value"><sequence>
    <element name="vs" type="string" minOccurs="0" maxOccurs="unbounded"/>
    <element name="fix-visual-studios-broken-code-generator" type="int" minOccurs="0"/>
   </sequence></complexType>
   <complexType name="AttachmentIdentifier"><sequence>
    <element name="attachmentName" type="string"/>
    <element name="attachmentId" type="string"/>
   </sequence></complexType>
   <complexType name="Row"><sequence>
    <element name="value" type="tns:Value" minOccurs="0" maxOccurs="unbounded"/>
    <element name="attachmentIdentifier" type="tns:AttachmentIdentifier" minOccurs="0" maxOccurs="unbounded"/>
   </sequence></complexType>
   <complexType name="ResultTable"><sequence><element name="row" type="tns:Row" minOccurs="0" maxOccurs="unbounded"/></sequence></complexType>
   <complexType name="QueryResponse"><sequence><element name="resultTable" type="tns:ResultTable"/></sequence></complexType>
   <element name="queryFiling" type="tns:Query"/>
   <element name="QueryFilingResponse" type="tns:QueryResponse"/>
   <element name="queryBinder" type="tns:Query"/>
   <element name="QueryBinderResponse" type="tns:QueryResponse"/>
   <element name="beginDownload"><complexType><sequence>
    <element name="attachmentId" type="string"/><element name="maxBlockSize" type="integer"/>
   </sequence></complexType></element>
   <element name="beginDownloadResponse"><complexType><sequence>
    <element name="filesize" type="integer"/><element name="blockSize" type="integer"/>
   </sequence></complexType></element>
   <element name="readBlock"><complexType><sequence>
    <element name="attachmentId" type="string"/><element name="offset" type="integer"/><element name="blockSize" type="integer"/>
   </sequence></complexType></element>
   <element name="readBlockResponse"><complexType><sequence>
    <element name="md5" type="string"/><element name="data" type="base64Binary"/>
   </sequence></complexType></element>
   <element name="endDownload"><complexType><sequence><element name="attachmentId" type="string"/></sequence></complexType></element>
   <element name="endDownloadResponse"><complexType><sequence><element name="md5" type="string"/></sequence></complexType></element>
   <element name="ClientException"><complexType><sequence>
    <element name="code" type="string"/><element name="message" type="string"/>
   </sequence></complexType></element>
   <element name="ServerException"><complexType><sequence>
    <element name="code" type="string"/><element name="message" type="string"/>
   </sequence></complexType></element>
   <element name="CallRateExceededException"><complexType><sequence>
    <element name="millisecondsUntilNextAllowedCall" type="long"/><element name="message" type="string"/>
   </sequence></complexType></element>
  </schema>"#;

/// Writes `port`'s operations to `out`, each an `operation` element holding `body(name)` and
/// then `fault(f)` for each fault `f` it declares (the call-rate fault only where throttled).
fn operations(
    out: &mut String,
    port: &str,
    body: impl Fn(&str) -> String,
    fault: impl Fn(&str) -> String,
) {
    for (_, name, _, _, throttled) in OPERATIONS.iter().filter(|o| o.0 == port) {
        out.push_str(&format!("  <operation name=\"{name}\">"));
        out.push_str(&body(name));
        for declared in FAULTS
            .iter()
            .filter(|f| *throttled || **f != "CallRateExceededException")
        {
            out.push_str(&fault(declared));
        }
        out.push_str("</operation>\n");
    }
}

/// The document, with ports at `base` (`http://host:port`, no trailing slash).
pub(super) fn document(base: &str) -> String {
    let mut out = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<definitions name="StateApiService" targetNamespace="{WSDL_NS}" xmlns:tns="{WSDL_NS}" xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:ns2="{TYPES_NS}">
 <types>
  {SCHEMA}
 </types>
"#
    );
    for (_, name, request, response, _) in OPERATIONS {
        out.push_str(&format!(
            " <message name=\"{name}\"><part name=\"parameters\" element=\"ns2:{request}\"/></message>\n \
             <message name=\"{name}Response\"><part name=\"result\" element=\"ns2:{response}\"/></message>\n"
        ));
    }
    for fault in FAULTS {
        out.push_str(&format!(
            " <message name=\"{fault}\"><part name=\"{fault}\" element=\"ns2:{fault}\"/></message>\n"
        ));
    }
    for port in PORTS.map(|p| p.name()) {
        out.push_str(&format!(" <portType name=\"{port}\">\n"));
        operations(
            &mut out,
            port,
            |name| {
                format!("<input message=\"tns:{name}\"/><output message=\"tns:{name}Response\"/>")
            },
            |fault| format!("<fault name=\"{fault}\" message=\"tns:{fault}\"/>"),
        );
        out.push_str(" </portType>\n");
        out.push_str(&format!(
            " <binding name=\"{port}Binding\" type=\"tns:{port}\">\n  <soap:binding transport=\"http://schemas.xmlsoap.org/soap/http\" style=\"document\"/>\n"
        ));
        operations(
            &mut out,
            port,
            |name| {
                format!(
                    "<soap:operation soapAction=\"{name}\"/><input><soap:body use=\"literal\"/></input><output><soap:body use=\"literal\"/></output>"
                )
            },
            |fault| {
                format!(
                    "<fault name=\"{fault}\"><soap:fault name=\"{fault}\" use=\"literal\"/></fault>"
                )
            },
        );
        out.push_str(" </binding>\n");
    }
    out.push_str(" <service name=\"StateApiService\">\n");
    for port in PORTS.map(|p| p.name()) {
        out.push_str(&format!(
            "  <port name=\"{port}\" binding=\"tns:{port}Binding\"><soap:address location=\"{base}/state-api_4.1/{port}\"/></port>\n"
        ));
    }
    out.push_str(" </service>\n</definitions>\n");
    out
}

#[cfg(test)]
mod tests {
    use quick_xml::events::Event;
    use quick_xml::reader::NsReader;

    use super::*;

    #[test]
    fn the_wsdl_is_well_formed_and_names_the_service_ports_and_operations() {
        let wsdl = document("http://127.0.0.1:8084");

        let mut reader = NsReader::from_str(&wsdl);
        let mut names = Vec::new();
        loop {
            match reader.read_event().expect("well-formed") {
                Event::Start(e) | Event::Empty(e) => {
                    let name = e.local_name().as_ref().to_owned();
                    if let Some(Ok(attr)) = e
                        .attributes()
                        .find(|a| a.as_ref().is_ok_and(|a| a.key.as_ref() == "name"))
                    {
                        names.push(format!("{name}:{}", attr.value));
                    }
                }
                Event::Eof => break,
                _ => {}
            }
        }

        for expected in [
            "definitions:StateApiService",
            "service:StateApiService",
            "port:Filing",
            "port:Correspondence",
            "port:Pdf",
            "port:Attachment",
            "port:PlanBinder",
            "operation:queryFiling",
            "operation:readBlock",
            "message:CallRateExceededException",
            "element:QueryFilingResponse",
        ] {
            assert!(names.iter().any(|n| n == expected), "{expected} missing");
        }
        assert!(wsdl.contains("location=\"http://127.0.0.1:8084/state-api_4.1/Attachment\""));
    }
}
