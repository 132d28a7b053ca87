//! One SOAP call from request to answer: the network's faults first (a redirect elsewhere, a
//! bare server error), then the password (401), the envelope (client fault 1000), the
//! operation by the body element's namespace and name and its port (1002), the SOAPAction
//! (loosely), the throttle, the injected server errors, then the operation itself; on the way
//! out, the answer may be slowed, cut off half-way or (a query's) padded far past any sane
//! size.

use std::time::Instant;

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use rand::Rng;
use rand::seq::IndexedRandom;

use super::download::Spoiling;
use super::envelope::{self, Element, TYPES_NS};
use super::fault::Fault;
use super::ops::{self, Operation, Port};
use super::query::{self, QueryRequest};
use super::throttle::Limits;
use super::{SoapState, answers, auth, wsdl};
use crate::sim::faults;
use crate::sim::routes::{Shared, lock, pause};
use crate::sim::state::{Mishap, SimState};

/// The largest request accepted: a query naming 600 tracking numbers is about 12 KB.
const MAX_REQUEST_BYTES: usize = 1 << 20;

const XML: &str = "text/xml; charset=utf-8";

/// Registers the ports.
pub(in crate::sim) fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/state-api_4.1/{port}")
            .app_data(web::PayloadConfig::new(MAX_REQUEST_BYTES))
            .route(web::post().to(call))
            .route(web::get().to(describe)),
    );
}

/// What a call gets.
#[derive(Debug)]
enum Answer {
    Xml(String),
    Fault(Fault),
    Unauthorized(&'static str),
}

/// What goes back on the wire: an answer (with the operation that gave it, when known) and
/// how the network spoils it, or the network's own reply.
#[derive(Debug)]
enum Reply {
    Answer {
        answer: Answer,
        operation: Option<&'static str>,
        truncate: bool,
    },
    Error(u16),
    Redirect(String),
}

async fn call(
    state: Shared,
    request: HttpRequest,
    port: web::Path<String>,
    body: web::Bytes,
) -> HttpResponse {
    let Some(port) = Port::named(&port) else {
        return HttpResponse::NotFound().body("no such port of StateApiService");
    };
    let (reply, slow_ms, padding) = {
        let mut state = lock(&state);
        if state.faults.slow_ms > 0 {
            state.stats.slowed += 1;
        }
        let reply = if let Some(origin) = state.faults.redirect_origin.clone() {
            state.stats.redirects_injected += 1;
            Reply::Redirect(origin)
        } else {
            match state.roll_mishap() {
                Mishap::Error(status) => Reply::Error(status),
                mishap => {
                    let (answer, operation) = answer(&mut state, &request, port, &body);
                    Reply::Answer {
                        answer,
                        operation,
                        truncate: mishap == Mishap::Truncate,
                    }
                }
            }
        };
        (
            reply,
            state.faults.slow_ms,
            state.faults.oversize_page_bytes,
        )
    };
    pause(slow_ms).await;
    let (answer, operation, truncate) = match reply {
        Reply::Redirect(origin) => return faults::redirect(&origin, &request),
        Reply::Error(status) => return faults::error(status),
        Reply::Answer {
            answer,
            operation,
            truncate,
        } => (answer, operation, truncate),
    };
    let (status, xml) = match answer {
        Answer::Xml(xml) => (StatusCode::OK, xml),
        Answer::Fault(fault) => (StatusCode::INTERNAL_SERVER_ERROR, fault.to_xml()),
        Answer::Unauthorized(why) => {
            return HttpResponse::Unauthorized()
                .insert_header((
                    header::WWW_AUTHENTICATE,
                    format!("Basic realm=\"{}\"", auth::REALM),
                ))
                .content_type("text/plain; charset=utf-8")
                .body(why);
        }
    };
    if truncate {
        return faults::truncated(status, web::Bytes::from(xml), XML);
    }
    if status == StatusCode::OK && operation == Some("queryFiling") && padding > 0 {
        return faults::padded_envelope(xml, XML, padding, state);
    }
    HttpResponse::build(status).content_type(XML).body(xml)
}

/// The WSDL at `?wsdl`, a line of help otherwise.
async fn describe(request: HttpRequest, port: web::Path<String>) -> HttpResponse {
    let Some(port) = Port::named(&port) else {
        return HttpResponse::NotFound().body("no such port of StateApiService");
    };
    if request.query_string().eq_ignore_ascii_case("wsdl") {
        let info = request.connection_info();
        let base = format!("{}://{}", info.scheme(), info.host());
        return HttpResponse::Ok()
            .content_type(XML)
            .body(wsdl::document(&base));
    }
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(format!(
            "StateApiService port {}: POST SOAP 1.1 requests here; the WSDL is at ?wsdl\n",
            port.name()
        ))
}

const EXPIRED: &str = "Your SERFF State API password has expired. Passwords expire every 90 days: \
                       change it in SERFF and update the importer's settings.\n";
const WRONG: &str = "A valid SERFF State API user name and password are required (HTTP Basic).\n";

/// The answer to a call, and the operation it called when the envelope named one.
fn answer(
    state: &mut SimState,
    request: &HttpRequest,
    port: Port,
    body: &[u8],
) -> (Answer, Option<&'static str>) {
    if state.faults.expired_password {
        state.stats.soap.unauthorized += 1;
        return (Answer::Unauthorized(EXPIRED), None);
    }
    let authorization = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok());
    let Some(user) = auth::user(authorization, &state.config.users).map(|u| u.name.clone()) else {
        state.stats.soap.unauthorized += 1;
        return (Answer::Unauthorized(WRONG), None);
    };
    let action = request
        .headers()
        .get("SOAPAction")
        .and_then(|v| v.to_str().ok());
    let mut called = None;
    let result = envelope::operation(body)
        .and_then(|op| operation(&op, port, action).map(|found| (op, found)))
        .and_then(|(op, found)| {
            called = Some(found.name);
            *state
                .stats
                .soap
                .calls_by_operation
                .entry(found.name.to_owned())
                .or_default() += 1;
            admit(state, &user, found)?;
            inject_server_error(state)?;
            run(state, &user, found, &op)
        });
    let answer = match result {
        Ok(xml) => Answer::Xml(xml),
        Err(fault) => {
            let soap = &mut state.stats.soap;
            match &fault {
                f if f.is_row_limit() => soap.row_limit_faults += 1,
                Fault::Client { .. } => soap.client_faults += 1,
                _ => {}
            }
            Answer::Fault(fault)
        }
    };
    (answer, called)
}

/// The operation element `op` calls on `port`.
fn operation(op: &Element, port: Port, action: Option<&str>) -> Result<&'static Operation, Fault> {
    let found = ops::by_element(&op.local)
        .filter(|_| op.ns.as_deref() == Some(TYPES_NS))
        .ok_or_else(|| {
            Fault::client(
                1002,
                format!(
                    "{{{}}}{} is not an operation of the State API",
                    op.ns.as_deref().unwrap_or(""),
                    op.local
                ),
            )
        })?;
    if found.port != port {
        return Err(Fault::client(
            1002,
            format!(
                "{} is an operation of port {}, not {}",
                found.name,
                found.port.name(),
                port.name()
            ),
        ));
    }
    if !found.action_fits(action) {
        return Err(Fault::client(
            1002,
            format!(
                "SOAPAction {} does not match the body's operation {}",
                action.unwrap_or(""),
                found.name
            ),
        ));
    }
    Ok(found)
}

/// Counts the call against `user`'s budgets, or refuses it.
fn admit(state: &mut SimState, user: &str, op: &Operation) -> Result<(), Fault> {
    let faults = &state.faults;
    if !op.throttled() || faults.no_throttle {
        return Ok(());
    }
    let limits = Limits {
        per_minute: faults.calls_per_minute,
        per_hour: faults.calls_per_hour,
        speed: faults.clock_speed,
    };
    state
        .soap
        .throttle
        .admit(user, Instant::now(), limits)
        .map_err(|refusal| {
            let soap = &mut state.stats.soap;
            soap.throttled += 1;
            soap.longest_throttled_streak = soap.longest_throttled_streak.max(refusal.streak);
            Fault::CallRate {
                wait_ms: refusal.wait_ms,
                message: format!(
                    "Call rate exceeded: at most {} calls a minute and {} an hour",
                    limits.per_minute, limits.per_hour
                ),
            }
        })
}

/// The server-error fault, for its share of calls.
fn inject_server_error(state: &mut SimState) -> Result<(), Fault> {
    let rate = state.faults.server_error_rate;
    if rate <= 0.0 || !state.soap.rng.random_bool(rate.min(1.0)) {
        return Ok(());
    }
    state.stats.soap.server_errors_injected += 1;
    let (code, message) = [
        (2001, "Internal database error"),
        (2002, "Internal application error"),
        (2006, "General error"),
    ]
    .choose(&mut state.soap.rng)
    .copied()
    .unwrap_or((2006, "General error"));
    Err(Fault::server(
        code,
        format!("{message} (fault injected by serff-sim)"),
    ))
}

/// Runs `found`.
fn run(state: &mut SimState, user: &str, found: &Operation, op: &Element) -> Result<String, Fault> {
    match found.name {
        "queryFiling" => {
            let request = QueryRequest::read(op);
            let filings = state.order.values().map(|i| &state.filings[*i]);
            let rows = query::run(
                filings,
                &request,
                state.faults.row_limit,
                state.faults.illegal_xml_filing.as_deref(),
            )?;
            state.stats.soap.rows_served += rows.len() as u64;
            Ok(answers::query("QueryFilingResponse", &rows))
        }
        // The simulator has no plan binders: every query finds none.
        "queryBinder" => Ok(answers::query("QueryBinderResponse", &[])),
        "beginDownload" => {
            let spoiling = Spoiling {
                extra: state.faults.oversize_attachment_bytes,
                lying: state.faults.lying_attachments,
            };
            let (size, block) = state.soap.downloads.begin(
                &state.library,
                user,
                op,
                state.config.block_size,
                spoiling,
            )?;
            Ok(answers::begin_download(size, block))
        }
        "readBlock" => {
            let rate = state.faults.bad_block_md5_rate;
            let SoapState { downloads, rng, .. } = &mut state.soap;
            let block =
                downloads.read(user, op, || rate > 0.0 && rng.random_bool(rate.min(1.0)))?;
            state.stats.padding_bytes_sent += block.filler;
            let stats = &mut state.stats.soap;
            stats.bytes_served += block.len as u64;
            if block.spoiled {
                stats.bad_md5_injected += 1;
            }
            Ok(answers::read_block(&block))
        }
        "endDownload" => {
            let md5 = state.soap.downloads.end(user, op)?;
            state.stats.soap.downloads_completed += 1;
            Ok(answers::end_download(&md5))
        }
        other => Err(Fault::client(
            1002,
            format!("operation {other} is not supported by this simulator"),
        )),
    }
}
