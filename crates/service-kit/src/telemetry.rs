//! Structured logs: JSON lines by default, human-readable with `LOG_FORMAT=pretty`.
//!
//! A JSON line logged while a request is served starts with that request's id
//! (`{"request_id":"…","timestamp":…}`), taken from the `request_id` field of the enclosing
//! `request` span ([`crate::observe`]), so the lines of one request can be found with one
//! top-level field however deeply nested the span that logged them.

use std::fmt;

use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id};
use tracing::{Event, Subscriber};
use tracing_subscriber::fmt::format::{FormatEvent, FormatFields, JsonFields, Writer};
use tracing_subscriber::fmt::{FmtContext, MakeWriter};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::{EnvFilter, Layer};

/// The span field whose value every log line inside the span carries at the top level.
pub const REQUEST_ID_FIELD: &str = "request_id";

/// Installs the global subscriber; `RUST_LOG` filters (default `info`). Safe to call twice.
pub fn init(service: &'static str) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let pretty = std::env::var("LOG_FORMAT").is_ok_and(|f| f.eq_ignore_ascii_case("pretty"));
    let result = if pretty {
        tracing_subscriber::registry()
            .with(filter)
            .with(tracing_subscriber::fmt::layer())
            .try_init()
    } else {
        json_subscriber(filter, std::io::stdout).try_init()
    };
    if result.is_ok() {
        tracing::info!(
            service,
            version = env!("CARGO_PKG_VERSION"),
            "logging started"
        );
    }
}

/// The JSON-lines subscriber `init` installs, writing to `writer` (tests capture it).
pub fn json_subscriber<W>(filter: EnvFilter, writer: W) -> impl Subscriber + Send + Sync + 'static
where
    W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    let format = tracing_subscriber::fmt::format()
        .json()
        .flatten_event(true)
        .with_current_span(true);
    tracing_subscriber::registry()
        .with(filter)
        .with(RequestIdLayer)
        .with(
            tracing_subscriber::fmt::layer()
                .fmt_fields(JsonFields::new())
                .event_format(WithRequestId(format))
                .with_writer(writer),
        )
}

/// Keeps the `request_id` of each new span that has one in the span's extensions, where the
/// event formatter finds it without parsing the span's formatted fields.
struct RequestIdLayer;

/// The request id a span was created with.
struct SpanRequestId(String);

impl<S> Layer<S> for RequestIdLayer
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    fn on_new_span(&self, attrs: &Attributes<'_>, id: &Id, ctx: Context<'_, S>) {
        let mut found = FindRequestId(None);
        attrs.record(&mut found);
        if let (Some(request_id), Some(span)) = (found.0, ctx.span(id)) {
            span.extensions_mut().insert(SpanRequestId(request_id));
        }
    }
}

struct FindRequestId(Option<String>);

impl Visit for FindRequestId {
    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == REQUEST_ID_FIELD {
            self.0 = Some(value.to_owned());
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        if field.name() == REQUEST_ID_FIELD {
            self.0 = Some(format!("{value:?}"));
        }
    }
}

/// Formats with the inner JSON format and, inside a span with a request id, puts
/// `"request_id"` first in the object.
struct WithRequestId<F>(F);

impl<S, N, F> FormatEvent<S, N> for WithRequestId<F>
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
    F: FormatEvent<S, N>,
{
    fn format_event(
        &self,
        ctx: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> fmt::Result {
        let request_id = ctx.event_scope().and_then(|scope| {
            scope.from_root().find_map(|span| {
                span.extensions()
                    .get::<SpanRequestId>()
                    .map(|id| id.0.clone())
            })
        });
        let Some(request_id) = request_id else {
            return self.0.format_event(ctx, writer, event);
        };
        let mut line = String::new();
        self.0.format_event(ctx, Writer::new(&mut line), event)?;
        let quoted = serde_json::to_string(&request_id).map_err(|_| fmt::Error)?;
        match line.strip_prefix('{') {
            Some(rest) if rest.starts_with('}') => {
                write!(writer, "{{\"request_id\":{quoted}{rest}")
            }
            Some(rest) => write!(writer, "{{\"request_id\":{quoted},{rest}"),
            None => writer.write_str(&line),
        }
    }
}
