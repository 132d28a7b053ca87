// Generated from crates/public-api/openapi.json by frontend/tools/openapi-types. Do not edit: run
// `npm run gen:api` in frontend/ after the API changes.

export type paths = {
    "/attachments/{attachmentKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Streams the attachment with a sanitized file name and its checksum as ETag. */
        get: operations["get_attachments_attachmentkey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/comment-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The state of the comment a receipt code names. Each well-formed code counts against the
         *     client's hourly allowance of lookups, the size of its comment allowance but apart from it.
         */
        post: operations["post_comment_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores a public comment as Pending, committed before the answer is sent. */
        post: operations["post_comments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company-products/{companyProductPk}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Company Page: one record per product of the company owning `companyProductPk` and type
         *     of insurance it has public filings in, plus one with `typeOfInsurance: null` for each product
         *     without; by product name, then type of insurance.
         */
        get: operations["get_company_products_companyproductpk"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company-products/{companyProductPk}/{filingId}/{companyPk}/{toiId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Rate Page: one publicly listed filing of a company product and type of insurance, for
         *     one of the companies it names, with its attachments and published comments.
         */
        get: operations["get_company_products_companyproductpk_filingid_companypk_toiid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/company-products/{companyProductPk}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rate history of a company product: each publicly listed filing with its requested
         *     overall rate change, status and dates, grouped by type of insurance and oldest first.
         */
        get: operations["get_company_products_companyproductpk_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compare-plans/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The compare dataset of `year`: every plan choice per county, coverage level and company,
         *     with the company, variance, plan-area and plan lookups that resolve them.
         */
        get: operations["get_compare_plans_year"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compare-plans/{year}/counties/{countyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The compare dataset of `year` restricted to the county `countyId`.
         * @description For the first search of a visitor whose browser has not stored the year's dataset yet
         *     (SPEC 4.6): the results for one location without waiting for every county's plans. The
         *     answer has the shape of `GET /compare-plans/{year}` and equals that answer restricted to
         *     the county: `comparisonData` holds that county alone, and `companyData`, `varianceData`,
         *     `planAreaData` and `planData` hold exactly what its entries refer to. A county with no plan
         *     offered that year is answered 200 with every map empty (`comparisonData` is `{}`, without the
         *     county's key), as the whole year's answer has no key for it either.
         */
        get: operations["get_compare_plans_year_counties_countyid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/counties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every county (the Location of the compare form), by name. */
        get: operations["get_counties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API's reference for people, as one HTML page.
         * @description What the API is and how to use it (base address, caching, errors), then every operation of
         *     `GET /openapi.json` by tag, and the schemas of their bodies.
         */
        get: operations["get_docs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/reference.css": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stylesheet of the API reference page. */
        get: operations["get_docs_reference_css"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/comment-periods.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public comment periods opening and closing.
         * @description An Atom 1.0 feed: an entry when a publicly listed Submitted filing's 30-day comment period
         *     opens, and another when 7 days or fewer remain; newest first, at most 50. While public
         *     commenting is off, it has no entries and its subtitle says so. Built for each request (it
         *     changes as days pass), with an ETag of its bytes.
         */
        get: operations["get_feeds_comment_periods_atom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/companies/{companyPk}.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New rate filings and status changes naming one company.
         * @description The feed of `GET /feeds/filings.atom` restricted to the filings that name the company; a
         *     company without public filings has a feed without entries.
         */
        get: operations["get_feeds_companies_companypk_atom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/filings.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * New rate filings and status changes of every company.
         * @description An Atom 1.0 feed: one entry per publicly listed filing and status it reached (a status
         *     change arrives as a new entry), the 50 latest status changes, newest first. Each entry links
         *     to the filing's Rate Page.
         */
        get: operations["get_feeds_filings_atom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest rate rows: per company product and type of insurance, the most recently submitted
         *     publicly listed filing, one row per company it names; newest first.
         */
        get: operations["get_filings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active compare years as numbers, newest first. */
        get: operations["get_get_years"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getCurrentYear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The year shoppers are choosing plans for today: see `domain::shopping_year`. */
        get: operations["get_getcurrentyear"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insurance-forms/comparisons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published comparison documents in display order. */
        get: operations["get_insurance_forms_comparisons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insurance-forms/quality-measure-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quality-measure report link, as plain text. */
        get: operations["get_insurance_forms_quality_measure_link"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insurance-forms/quality-measure-note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quality-measure note, as plain text. */
        get: operations["get_insurance_forms_quality_measure_note"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insurance-forms/quality-measure-spanish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quality-measure note and report link in Spanish. */
        get: operations["get_insurance_forms_quality_measure_spanish"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open-data catalogue: every dataset with its files (their exact sizes), row count, last
         *     change and column dictionary, as the data page lists them. Plans datasets for every active
         *     year, newest first.
         */
        get: operations["get_open_data"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open-data/comments.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every published comment as CSV (what the Rate Pages show), oldest first, with its filing's
         *     tracking number; nothing moderation-only.
         */
        get: operations["get_open_data_comments_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open-data/comments.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every published comment as JSON: the rows of `comments.csv` as objects. */
        get: operations["get_open_data_comments_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open-data/filings.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every publicly listed rate filing as CSV: one row per filing and company it names, exactly
         *     the rows of `GET /rates` in its order. RFC 4180, UTF-8 without a byte-order mark, CRLF,
         *     a header row; text that starts like a spreadsheet formula is prefixed with `'`.
         */
        get: operations["get_open_data_filings_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open-data/filings.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every publicly listed rate filing as JSON: the rows of `filings.csv` as objects keyed by
         *     column name, numbers as numbers, `null` where a value is missing.
         */
        get: operations["get_open_data_filings_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/open-data/plans/{year}.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plans and monthly premiums of an active year as CSV, the long form of
         *     `GET /compare-plans/{year}`: one row per county, plan variant priced there, age (20 to 65)
         *     and tobacco use, by county name, company name, plan, variant, age and tobacco.
         */
        get: operations["get_open_data_plans_year_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document. */
        get: operations["get_openapi_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public-comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether public commenting is allowed (shows or hides the Comment button). */
        get: operations["get_public_comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every publicly listed rate row, full history, in the order of `GET /filings`. */
        get: operations["get_rates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/site-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The department's name, contacts, product title and external links (footer, titles, links). */
        get: operations["get_site_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        /** @description SPEC 3 Attachment; the file is at `{apiBase}/attachments/{attachmentKey}`. */
        AttachmentDto: {
            /**
             * Format: uuid
             * @description Public key of the file.
             */
            attachmentKey: string;
            /** @description Description. */
            documentName: string;
            /** @description Lower-case extension: pdf or xlsm. */
            fileExtension: string;
            /** @description File name as filed. */
            name: string;
        };
        /** @description One column of a dataset. */
        CatalogueColumn: {
            /** @description What it means. */
            description: string;
            /**
             * @description The CSV header and JSON key.
             * @example monthly_premium
             */
            name: string;
            /** @description What it holds. */
            type: components["schemas"]["CatalogueColumnType"];
        };
        /**
         * @description What a column holds, as the catalogue names it.
         * @enum {string}
         */
        CatalogueColumnType: "text" | "integer" | "decimal" | "date" | "date-time" | "url";
        /** @description One dataset. */
        CatalogueDataset: {
            /** @description Its column dictionary, in file order. */
            columns: components["schemas"]["CatalogueColumn"][];
            /** @description What it holds, in a sentence or two. */
            description: string;
            /** @description Its files. */
            files: components["schemas"]["CatalogueFile"][];
            /**
             * @description `filings`, `comments` or `plans-{year}`.
             * @example plans-2027
             */
            id: string;
            /**
             * Format: date-time
             * @description The latest change to its rows (whole seconds, UTC), when known: the last update of a
             *     listed filing or its company; the newest published comment; the year's latest rates
             *     upload.
             * @example 2026-11-24T18:03:11Z
             */
            lastUpdated: string | null;
            /**
             * Format: int64
             * @description Rows in each of its files (the header row not counted).
             */
            rows: number;
            /** @description Its title, e.g. "Plan premiums 2027". */
            title: string;
        };
        /** @description One downloadable file. */
        CatalogueFile: {
            /**
             * Format: int64
             * @description Its exact size uncompressed, in bytes.
             */
            bytes: number;
            /** @description csv or json. */
            format: components["schemas"]["CatalogueFileFormat"];
            /**
             * @description Its address on this API (behind the gateway, prefixed with `/ws`).
             * @example /open-data/plans/2027.csv
             */
            path: string;
        };
        /**
         * @description A download's format.
         * @enum {string}
         */
        CatalogueFileFormat: "csv" | "json";
        /** @description The public comment period of a filing (SPEC 9, issue 3). */
        CommentPeriodDto: {
            /**
             * Format: date-time
             * @description The instant the period closes (00:00 UTC of `closesOn`): a comment is accepted before it.
             *     Null when the filing is not Submitted. `open` is as of when the answer was made, which a
             *     cached answer may predate; the closing instant holds whenever it is read.
             */
            closesAt?: string | null;
            /**
             * Format: date
             * @description The day the period closes (submission date + 30 days; from 00:00 UTC on it comments are
             *     no longer accepted); null when the filing is not Submitted.
             */
            closesOn?: string | null;
            /** @description Whether a comment would be accepted now. */
            open: boolean;
        };
        /** @description The receipt of a stored comment. */
        CommentReceiptDto: {
            /**
             * Format: int32
             * @description The new comment's key; quote it when contacting the department.
             */
            commentKey: number;
            /**
             * Format: date
             * @description The day the filing's comment period closes (YYYY-MM-DD; from 00:00 UTC on it comments
             *     are no longer accepted), as the Rate Page's `commentPeriod.closesOn`.
             */
            commentPeriodClosesOn: string;
            /**
             * Format: date-time
             * @description When the comment was stored.
             */
            dateCreated: string;
            /**
             * Format: int32
             * @description The filing commented on.
             */
            filingKey: number;
            /** @description What happens next. */
            message: string;
            /**
             * @description The code that shows this comment's state on `/comment-status` (`POST /comment-status`):
             *     16 letters and digits in four groups. Shown once, here: only its hash is stored, so it
             *     cannot be sent again.
             * @example 7KQ2-M9XD-4HTB-Z1PA
             */
            receiptCode: string;
            /**
             * Format: int32
             * @description 0: Pending. Comments are published after review.
             */
            status: number;
            /** @description "Pending". */
            statusDesc: string;
        };
        /**
         * @description A public comment on a filing (SPEC 7.2 `{filingKey, commentary}`). Any other field is
         *     refused (400 naming it): the shape is closed, and an anonymous caller has no record to send
         *     back whole.
         */
        CommentRequest: {
            /** @description The comment, 1 to 4,000 characters. */
            commentary: string;
            /**
             * Format: int64
             * @description The filing's `filingId`.
             */
            filingKey: number;
        };
        /**
         * @description Where a comment stands for its author.
         * @enum {string}
         */
        CommentStateCode: "awaiting_review" | "published" | "not_published";
        /** @description A comment as its author may see it through its receipt code. */
        CommentStatusDto: {
            /** @description The comment's text, as received. */
            commentary: string;
            /**
             * Format: date-time
             * @description When it was received (RFC 3339).
             */
            dateCreated: string;
            /** @description The day it was received, MM/DD/YYYY (UTC). */
            dateCreatedAsString: string;
            filing?: components["schemas"]["CommentStatusFilingDto"] | null;
            /** @description Where it stands: awaiting_review, published or not_published. */
            state: components["schemas"]["CommentStateCode"];
            /** @description The state in words: "Received and awaiting review", "Published" or "Not published". */
            stateDesc: string;
        };
        /**
         * @description The filing a comment is about, with the keys of its Rate Page
         *     (`/company/{companyProductPk}/rate/{filingId}/{companyPk}/{toiId}`).
         */
        CommentStatusFilingDto: {
            /**
             * @description Whether comments are accepted now, and the day the period closes (null once the filing
             *     is no longer Submitted).
             */
            commentPeriod: components["schemas"]["CommentPeriodDto"];
            /** @description The company's name. */
            companyName: string;
            /**
             * Format: int32
             * @description The first company the filing names.
             */
            companyPk: number;
            /**
             * Format: int32
             * @description The company product filed for.
             */
            companyProductPk: number;
            /**
             * Format: int32
             * @description The filing.
             */
            filingId: number;
            /** @description Rate-filing system tracking number. */
            filingSerffTrackNum: string;
            /** @description Product name as filed. */
            productName: string;
            /**
             * Format: int32
             * @description The filing's type of insurance.
             */
            toiId: number;
        };
        /** @description A receipt code to look up. */
        CommentStatusRequest: {
            /**
             * @description The receipt code from the answer to `POST /comments`: 16 letters and digits, read as
             *     typed — lower case, spaces and dashes are fine, I and L are read as 1 and O as 0.
             * @example 7KQ2-M9XD-4HTB-Z1PA
             */
            code: string;
        };
        /**
         * @description SPEC 3 "Company product record": the company, one product and one type of insurance it has
         *     public filings in (or none), with those filings.
         */
        CompanyProductRecordDto: {
            /** @description First address line. */
            address1?: string | null;
            /** @description Second address line. */
            address2?: string | null;
            /** @description Third address line. */
            address3?: string | null;
            /** @description City. */
            city?: string | null;
            /**
             * Format: int32
             * @description The company's key (`companyPk` in Rate Page links).
             */
            companyId: number;
            /** @description The company's name (page heading). */
            companyName: string;
            /**
             * Format: int32
             * @description The product.
             */
            companyProductPk: number;
            /** @description The product's public filings of this type, newest first. */
            filingList: components["schemas"]["RateRowDto"][];
            /** @description Phone number. */
            phone?: string | null;
            /** @description ZIP code. */
            postalCode?: string | null;
            /** @description The product's name. */
            productName: string;
            /**
             * Format: int32
             * @description SPEC 9 solvency code (10, 20 or 30); null when not set.
             */
            solvency?: number | null;
            /** @description Solvent, Hazardous or Insolvent; null when not set. */
            solvencyDesc?: string | null;
            /** @description Two-letter state code. */
            state?: string | null;
            /**
             * Format: int32
             * @description Type of insurance; null for a product without public filings.
             */
            toiId?: number | null;
            /** @description Its descriptor; null for a product without public filings. */
            typeOfInsurance?: string | null;
            typeOfInsuranceCode?: components["schemas"]["TypeOfInsuranceCode"] | null;
            /** @description Website address. */
            website?: string | null;
            /** @description Website label. */
            websiteDesc?: string | null;
        };
        /** @description One company's rate figures in a filing (`companyRate`); percents as numbers, null when unknown. */
        CompanyRateDto: {
            /**
             * Format: int32
             * @description Number of policyholders affected.
             */
            rateAffPolicyHolder?: number | null;
            /**
             * Format: double
             * @description Largest change in percent.
             */
            rateMaxChange?: number | null;
            /**
             * Format: double
             * @description Smallest change in percent.
             */
            rateMinChange?: number | null;
            /**
             * Format: double
             * @description Overall rate change in percent, e.g. 7.5.
             */
            rateOverallRateImpact?: number | null;
        };
        /** @description The compare dataset of one active compare year (SPEC 3 "Compare dataset", SPEC 2.5). */
        CompareDataset: {
            /** @description Company key → company name, for every company with an entry. */
            companyData: {
                [key: string]: string;
            };
            /**
             * Format: int32
             * @description The benefit year, e.g. 2027.
             * @example 2027
             */
            compareYear: number;
            /**
             * @description County id → coverage code (P, G, S, B, C) → company key → the plan choices there,
             *     sorted by varianceId, then planAreaId.
             */
            comparisonData: {
                [key: string]: {
                    [key: string]: {
                        [key: string]: components["schemas"]["CompareEntry"][];
                    };
                };
            };
            /** @description planAreaId → the plan priced there and its monthly premiums. */
            planAreaData: {
                [key: string]: components["schemas"]["ComparePlanArea"];
            };
            /** @description planId → the plan's name and product. */
            planData: {
                [key: string]: components["schemas"]["ComparePlan"];
            };
            /** @description varianceId → the cost sharing of that plan variant. */
            varianceData: {
                [key: string]: components["schemas"]["CompareVariance"];
            };
        };
        /** @description One plan choice in a county: a variant of a plan, priced in one of its plan areas. */
        CompareEntry: {
            /**
             * Format: int32
             * @description Key into `planAreaData`.
             * @example 17
             */
            planAreaId: number;
            /**
             * @description Key into `varianceData`, e.g. `12345LK0010001-01`.
             * @example 12345LK0010001-01
             */
            varianceId: string;
        };
        /** @description A plan (SPEC 3 planData). */
        ComparePlan: {
            /**
             * Format: int32
             * @description The product offering the plan: the Company Page is `/company/{companyProductId}`.
             */
            companyProductId: number;
            /** @description Plan name shown in the results. */
            name: string;
            /** @description Standard 14-character plan identifier, e.g. `12345LK0010001`. */
            planId: string;
        };
        /** @description A plan priced in one rating area (SPEC 3 planAreaData). */
        ComparePlanArea: {
            /**
             * @description Key into `planData`.
             * @example 12345LK0010001
             */
            planId: string;
            /**
             * @description Monthly premium for one individual, in dollars, by the SPEC 5.2 age/tobacco key
             *     (`20-N` … `65-Y`, e.g. `35-N`).
             */
            rates: {
                [key: string]: number;
            };
        };
        /**
         * @description The cost sharing of one plan variant (SPEC 3 varianceData). Dollar amounts and coinsurance
         *     percents are numbers; a value the rates template left empty is `null`. Every field is always
         *     present.
         */
        CompareVariance: {
            /** @description The summary-of-benefits page ('Learn more'). */
            benefitsUrl: string | null;
            /**
             * Format: double
             * @description Medical coinsurance, in percent.
             */
            coInsMed: number | null;
            /**
             * Format: double
             * @description Prescription coinsurance, in percent.
             */
            coInsRx: number | null;
            /**
             * Format: double
             * @description Primary-care co-pay, in dollars.
             */
            copayPrim: number | null;
            /**
             * Format: double
             * @description Generic prescription co-pay, in dollars.
             */
            copayRx: number | null;
            /**
             * Format: double
             * @description Specialist co-pay, in dollars.
             */
            copaySpec: number | null;
            /**
             * Format: double
             * @description Medical deductible, family, in dollars.
             */
            deductFam: number | null;
            /**
             * Format: double
             * @description Medical deductible, individual, in dollars.
             */
            deductInd: number | null;
            /**
             * Format: double
             * @description Maximum out of pocket, family, in dollars.
             */
            moopFam: number | null;
            /**
             * Format: double
             * @description Maximum out of pocket, individual, in dollars.
             */
            moopInd: number | null;
            /**
             * Format: double
             * @description Prescription deductible, family, in dollars.
             */
            rxFam: number | null;
            /**
             * Format: double
             * @description Prescription deductible, individual, in dollars.
             */
            rxInd: number | null;
            /** @description Plan id and two-digit variant, e.g. `12345LK0010001-01`. */
            varianceId: string;
        };
        /** @description A published quality-measure comparison document. */
        ComparisonDto: {
            /** @description Short description. */
            description: string;
            /**
             * Format: int32
             * @description Key of the form.
             */
            formId: number;
            /** @description Address of the document. */
            link: string;
            /**
             * Format: int32
             * @description The year it covers, when it covers one.
             */
            planYear?: number | null;
            /** @description Title. */
            title: string;
        };
        /** @description SPEC 3 County. */
        CountyDto: {
            /**
             * Format: int32
             * @description The county's key (the Location value).
             */
            id: number;
            /** @description Its name, e.g. "Adams County". */
            longName: string;
        };
        /** @description The body of an error answer. */
        ErrorBody: {
            /**
             * @description bad_request, unauthorized, forbidden, not_found, method_not_allowed, conflict,
             *     payload_too_large, too_many_requests, unavailable or internal.
             */
            code: string;
            /** @description The request field at fault, when one is. */
            field?: string | null;
            /** @description What went wrong, for people. */
            message: string;
            /**
             * @description The stable name of this message (snake_case, e.g. `comment_period_closed`) for messages
             *     a visitor can see, so an app can show it in the visitor's language; `message` stays the
             *     English text. Absent on messages without one.
             */
            messageCode?: string | null;
            /**
             * @description The values `message` was written with, by name (`{"closedOn": "2026-03-05"}`; a name
             *     ending in `On` holds an ISO date). Present when `messageCode` is and the message has values.
             */
            messageParams?: {
                [key: string]: components["schemas"]["MessageParam"];
            };
        };
        /**
         * @description Every error answer: `{"error": {"code", "message", "field"?, "messageCode"?, "messageParams"?}}`
         *     (docs/api-design.md).
         */
        ErrorEnvelope: {
            error: components["schemas"]["ErrorBody"];
        };
        /** @description Links to pages outside this site. */
        ExternalLinks: {
            /** @description The department's consumer guide about health reform. */
            consumerGuide: string;
            /** @description The federal health-care marketplace. */
            federalMarketplace: string;
            /** @description The federal rate review site. */
            federalRateReview: string;
            /** @description The state identity-profile site (header profile link). */
            identityProfile: string;
            /** @description The department's news page. */
            news: string;
        };
        /** @description One filing as the Rate Page shows it (SPEC 2.9). */
        FilingDetailDto: {
            /** @description pdf and xlsm attachments by description (SPEC 5.4). */
            attachments: components["schemas"]["AttachmentDto"][];
            /** @description Whether the public may comment now (SPEC 9: 30 days from submission while Submitted). */
            commentPeriod: components["schemas"]["CommentPeriodDto"];
            /** @description Published comments, oldest first (SPEC 4.2). */
            comments: components["schemas"]["PublishedCommentDto"][];
            /** @description The requested company's rate figures. */
            companyRate: components["schemas"]["CompanyRateDto"];
            /** @description The insurer's own tracking number. */
            compTrackNum?: string | null;
            /**
             * Format: date
             * @description Implementation date requested, YYYY-MM-DD.
             */
            effImpDateReqNew?: string | null;
            /**
             * Format: int32
             * @description The filing.
             */
            filingId: number;
            /** @description Rate-filing system tracking number. */
            filingSerffTrackNum: string;
            /** @description Group market size; null for individual filings. */
            lahGrpMarketSize?: string | null;
            lahGrpMarketSizeCode?: components["schemas"]["MarketTypeCode"] | null;
            /** @description Group market type; null for individual filings. */
            lahGrpMarketType?: string | null;
            lahGrpMarketTypeCode?: components["schemas"]["GroupMarketTypeCode"] | null;
            /** @description Market type, e.g. Individual. */
            lahMarketType: string;
            lahMarketTypeCode?: components["schemas"]["MarketTypeCode"] | null;
            /**
             * Format: double
             * @description Overall rate change of the whole filing, percent.
             */
            lahOverallRateImpact?: number | null;
            /** @description Product name as filed (the page's "Product Name"). */
            productName: string;
            /** @description Status badge. */
            stateStatus: components["schemas"]["StateStatusDto"];
            /**
             * Format: date
             * @description Submission date, YYYY-MM-DD.
             */
            submissionDate: string;
        };
        /**
         * @description The stable name of a filing status (snake_case), for showing it in the reader's language; `displayStatus` is its English.
         * @enum {string}
         */
        FilingStatusCode: "submitted" | "under_review" | "accepted" | "denied" | "withdrawn" | "rejected" | "do_not_display" | "plan_not_available";
        /**
         * @description A kind of group this site knows (a group filing's market type), by its stable name, for showing it in the reader's language; the text beside it is the rate-filing system's English.
         * @enum {string}
         */
        GroupMarketTypeCode: "employer" | "association" | "trust";
        /**
         * @description A market this site knows (a filing's market type or a group filing's market size), by its stable name, for showing it in the reader's language; the text beside it is the rate-filing system's English.
         * @enum {string}
         */
        MarketTypeCode: "individual" | "smallGroup" | "largeGroup" | "group";
        /**
         * @description The name of a message a visitor can see, sent as `messageCode` (snake_case).
         * @enum {string}
         */
        MessageCode: "comment_empty" | "comment_control_character" | "comment_too_long" | "comments_turned_off" | "comment_filing_not_found" | "comment_filing_not_submitted" | "comment_period_closed" | "too_many_comments" | "receipt_code_invalid" | "receipt_code_too_long" | "receipt_code_character" | "receipt_code_unknown" | "too_many_lookups" | "unavailable" | "internal" | "request_malformed" | "not_found" | "read_only_address" | "request_too_large" | "address_too_long" | "rate_limited";
        /**
         * @description One value a message was written with: a text (an ISO date `YYYY-MM-DD` for names ending in
         *     `On`) or a whole number.
         */
        MessageParam: string | number;
        /** @description The open-data catalogue. */
        OpenDataCatalogue: {
            /** @description Rate filings, public comments, then the plans of every active year, newest first. */
            datasets: components["schemas"]["CatalogueDataset"][];
        };
        OpenDataComment: {
            /** @description The comment as published, exactly as its author wrote it. */
            comment: string;
            /**
             * Format: int64
             * @description The comment's number.
             */
            comment_id: number;
            /**
             * Format: date-time
             * @description When the comment was submitted.
             */
            date: string;
            /**
             * Format: int64
             * @description The filing commented on (filing_id of the rate filings download).
             */
            filing_id: number;
            /** @description That filing's SERFF tracking number. */
            tracking_number: string;
        };
        OpenDataFiling: {
            /**
             * Format: int64
             * @description The insurance company of this row: a filing naming several companies has a row for each.
             */
            company_id: number;
            /** @description The company's name. */
            company_name: string;
            /**
             * Format: int64
             * @description The company product filed for; its Company Page on this site is /company/{company_product_id}.
             */
            company_product_id: number;
            /** @description The insurer's own tracking number for the filing. */
            company_tracking_number: string | null;
            /**
             * Format: int64
             * @description The filing's number on this site (part of its Rate Page address).
             */
            filing_id: number;
            /** @description For a group product, the size of the groups it is sold to; empty otherwise. */
            group_market_size: string | null;
            /** @description For a group product, the kind of group; empty otherwise. */
            group_market_type: string | null;
            /** @description The market the product is sold in, e.g. Individual. */
            market_type: string;
            /** @description The largest change any policyholder would see, in percent. */
            maximum_rate_change_percent: number | null;
            /** @description The smallest change any policyholder would see, in percent. */
            minimum_rate_change_percent: number | null;
            /** @description The overall rate change the company requests, in percent (-3.5 is a 3.5% decrease). */
            overall_rate_change_percent: number | null;
            /**
             * Format: int64
             * @description How many policyholders of the company the change affects.
             */
            policy_holders_affected: number | null;
            /** @description The product's name as filed. */
            product_name: string;
            /**
             * Format: uri
             * @description The filing's Rate Page on this site, with its documents and public comments.
             */
            rate_page_url: string;
            /**
             * Format: date
             * @description The day the insurer asks the new rates to take effect.
             */
            requested_effective_date: string | null;
            /** @description Where the review stands: Submitted, Under Review, Accepted, Denied, Withdrawn, Rejected or Plan Not Available. */
            status: string;
            /**
             * Format: date-time
             * @description When the filing took its current status.
             */
            status_changed_at: string;
            /**
             * Format: date
             * @description The day the insurer submitted the filing.
             */
            submission_date: string;
            /** @description The filing's tracking number in SERFF, the rate-filing system insurers file in. */
            tracking_number: string;
            /** @description The type of insurance as the rate-filing system names it. */
            type_of_insurance: string;
        };
        /** @description A labelled phone number. */
        Phone: {
            /** @description What the number is for. */
            label: string;
            /** @description The number as dialled, e.g. (555) 010-4400. */
            number: string;
        };
        /** @description A postal address. */
        PostalAddress: {
            /** @description City. */
            city: string;
            /** @description ZIP code. */
            postalCode: string;
            /** @description Two-letter state code. */
            state: string;
            /** @description Street and suite. */
            street: string;
        };
        /** @description A published comment: SPEC 3 Comment without anything staff-only (note, approver). */
        PublishedCommentDto: {
            /** @description Its text. */
            commentary: string;
            /**
             * Format: int32
             * @description The comment.
             */
            commentKey: number;
            /**
             * Format: date-time
             * @description When it was submitted (RFC 3339).
             */
            dateCreated: string;
            /** @description Submission date as MM/DD/YYYY ("Published: {dateCreatedAsString}"). */
            dateCreatedAsString: string;
            /**
             * Format: int32
             * @description Always 1 (Published).
             */
            status: number;
            /** @description Always "Published". */
            statusDesc: string;
        };
        /** @description A company product's rate history: its filings per type of insurance. */
        RateHistoryDto: {
            /** @description Its name. */
            companyName: string;
            /**
             * Format: int32
             * @description The company owning the product.
             */
            companyPk: number;
            /**
             * Format: int32
             * @description The product.
             */
            companyProductPk: number;
            /** @description The product's current name. */
            productName: string;
            /**
             * @description One entry per type of insurance the product has publicly listed filings in, by name;
             *     empty when it has none.
             */
            typesOfInsurance: components["schemas"]["RateHistoryTypeDto"][];
        };
        /** @description One filing of the history: a point of the chart and a row of its table. */
        RateHistoryFilingDto: {
            /**
             * Format: int32
             * @description The company of this line (Rate Page link): the product's company when the filing names
             *     it, else the first company the filing names.
             */
            companyPk: number;
            /**
             * Format: int32
             * @description The company product filed for (Rate Page link).
             */
            companyProductPk: number;
            /**
             * @description The company's rate figures, as on Latest Rates: `rateOverallRateImpact` is the requested
             *     overall change, `rateMinChange` and `rateMaxChange` its range; null when not given.
             */
            companyRate: components["schemas"]["CompanyRateDto"];
            /**
             * Format: date
             * @description Implementation date requested, YYYY-MM-DD; null when not given.
             */
            effImpDateReqNew?: string | null;
            /**
             * Format: int32
             * @description The filing.
             */
            filingId: number;
            /** @description Rate-filing system tracking number. */
            filingSerffTrackNum: string;
            /** @description Status badge, as on Latest Rates and the Company Page. */
            stateStatus: components["schemas"]["StateStatusDto"];
            /**
             * Format: date
             * @description Submission date, YYYY-MM-DD.
             */
            submissionDate: string;
            /**
             * Format: int32
             * @description Type of insurance (Rate Page link).
             */
            toiId: number;
        };
        /** @description The filings of one type of insurance: one chart. */
        RateHistoryTypeDto: {
            /**
             * @description Its publicly listed filings, oldest submission first (then by tracking number and
             *     filing id); never empty.
             */
            filings: components["schemas"]["RateHistoryFilingDto"][];
            /**
             * Format: int32
             * @description Type of insurance.
             */
            toiId: number;
            /** @description Its descriptor, e.g. "Individual Health". */
            typeOfInsurance: string;
            typeOfInsuranceCode?: components["schemas"]["TypeOfInsuranceCode"] | null;
        };
        /** @description SPEC 3 "Latest rate row": one company's line of a publicly listed filing. */
        RateRowDto: {
            /**
             * Format: date-time
             * @description When the filing's 30-day public comment period closes (00:00 UTC of the submission date
             *     plus 30 days): a comment is accepted before this instant. Null when the filing is not
             *     Submitted, so no period runs. Whether it is still open is for the reader's clock to say.
             */
            commentPeriodClosesAt?: string | null;
            /** @description Its name. */
            companyName: string;
            /**
             * Format: int32
             * @description The company of this line.
             */
            companyPk: number;
            /**
             * Format: int32
             * @description The company product filed for (Company Page and Rate Page links).
             */
            companyProductPk: number;
            /** @description This company's rate figures. */
            companyRate: components["schemas"]["CompanyRateDto"];
            /**
             * Format: int32
             * @description The filing.
             */
            filingId: number;
            /** @description Rate-filing system tracking number. */
            filingSerffTrackNum: string;
            /** @description Product name as filed. */
            productName: string;
            /** @description Status badge. */
            stateStatus: components["schemas"]["StateStatusDto"];
            /**
             * Format: date
             * @description Submission date, YYYY-MM-DD.
             */
            submissionDate: string;
            toiCode?: components["schemas"]["TypeOfInsuranceCode"] | null;
            /** @description Its descriptor (Insurance Type). */
            toiDescriptor: string;
            /**
             * Format: int32
             * @description Type of insurance.
             */
            toiId: number;
        };
        /** @description SPEC 3 "Single filing": the Rate Page's answer. */
        SingleFilingDto: {
            /** @description The requested company's name. */
            companyName: string;
            /** @description Exactly one filing. */
            filingList: components["schemas"]["FilingDetailDto"][];
            /** @description The company product's name (the page's "Product"). */
            productName: string;
            /** @description Type-of-insurance descriptor. */
            typeOfInsurance: string;
            typeOfInsuranceCode?: components["schemas"]["TypeOfInsuranceCode"] | null;
        };
        /** @description Department name, contact details, product title and external links. */
        SiteProfile: {
            /** @description Street address (footer). */
            address: components["schemas"]["PostalAddress"];
            /** @description The department's name (footer). */
            departmentName: string;
            /** @description Contact e-mail (footer). */
            email: string;
            es?: components["schemas"]["SpanishTexts"] | null;
            /** @description External links. */
            links: components["schemas"]["ExternalLinks"];
            /**
             * @description The terms under which the open data (downloads and feeds, issue 19) may be reused: one
             *     line shown on the data page, e.g. "Public records of the … Department; free to reuse with
             *     attribution.".
             */
            openDataTerms: string;
            /** @description The two phone numbers of the footer. */
            phones: components["schemas"]["Phone"][];
            /** @description `{product}`: the product title used in page titles and the admin area. */
            productTitle: string;
            /** @description `{rate-filing system}` of SPEC 2.11, e.g. SERFF. */
            rateFilingSystemName: string;
            /** @description The public site title shown in the header. */
            siteTitle: string;
            /** @description The state's name, as in "Welcome to the {stateName} Health Insurance Transparency website". */
            stateName: string;
            /** @description `{support desk}` of SPEC 8. */
            supportDesk: string;
        };
        /**
         * @description The quality-measure note and link in Spanish; "" where staff gave none, and the site then
         *     shows the English one.
         */
        SpanishMeasureDto: {
            /** @description The report URL for Spanish readers, used as-is. */
            link: string;
            /** @description The note in Spanish, shown as-is. */
            note: string;
        };
        /** @description The department's texts in Spanish; any left out is shown in English. */
        SpanishTexts: {
            /** @description `departmentName` in Spanish. */
            departmentName?: string | null;
            /** @description `openDataTerms` in Spanish. */
            openDataTerms?: string | null;
            /**
             * @description The phones' labels in Spanish, keyed by the phone's `number` exactly as `phones` lists it,
             *     e.g. `{"(555) 010-4400": "Servicios al consumidor"}`.
             */
            phoneLabels?: {
                [key: string]: string;
            };
            /** @description `productTitle` in Spanish. */
            productTitle?: string | null;
            /** @description `siteTitle` in Spanish. */
            siteTitle?: string | null;
            /** @description `stateName` in Spanish. */
            stateName?: string | null;
            /** @description `supportDesk` in Spanish with its article: "el Servicio al Consumidor al (555) 010-4400". */
            supportDesk?: string | null;
        };
        /** @description A filing's status badge (SPEC 4.1): text, colour and popover, so the SPA need not repeat them. */
        StateStatusDto: {
            /** @description Badge colour: green, red, blue, purple, yellow, orange or gray. */
            colour: string;
            /** @description Status text, e.g. "Under Review". */
            displayStatus: string;
            /** @description Text of the badge's popover; null when the badge has none. */
            popover?: string | null;
            statusCode?: components["schemas"]["FilingStatusCode"] | null;
        };
        /**
         * @description A type of insurance this site knows, by its rate-filing system (SERFF) code, for showing it in the reader's language; the type's name beside it is the rate-filing system's English.
         * @enum {string}
         */
        TypeOfInsuranceCode: "H16I" | "H16G" | "HOrg02I" | "HOrg02G" | "HOrg03I" | "HOrg03G";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    get_attachments_attachmentkey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The attachment's key (a UUID) from a filing's attachments */
                attachmentKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (pdf or xlsm), typed by its extension */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                    "application/pdf": unknown;
                    "application/vnd.ms-excel.sheet.macroEnabled.12": unknown;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such attachment */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_comment_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentStatusRequest"];
            };
        };
        responses: {
            /** @description The comment, its state and its filing; Cache-Control: no-store */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentStatusDto"];
                };
            };
            /** @description Not a receipt code, or a malformed request; `field` names `code` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No comment has this code (the same answer for every such code) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many lookups from this client; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    post_comments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentRequest"];
            };
        };
        responses: {
            /** @description Stored as Pending; published after review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReceiptDto"];
                };
            };
            /** @description Empty comment or malformed request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Public commenting is turned off */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such filing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The filing is not Submitted or its 30-day comment period has ended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description More than 4,000 characters */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many comments from this client; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_company_products_companyproductpk: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any product of the company, a positive whole number */
                companyProductPk: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Company product records */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyProductRecordDto"][];
                };
            };
            /** @description The key is not a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such company product: No data found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_company_products_companyproductpk_filingid_companypk_toiid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A company named in the filing */
                companyPk: number;
                /** @description The filing's company product */
                companyProductPk: number;
                /** @description The filing */
                filingId: number;
                /** @description The filing's type of insurance */
                toiId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filing */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SingleFilingDto"];
                };
            };
            /** @description A key is not a positive whole number; `field` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such public filing for these keys: No data found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_company_products_companyproductpk_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company product, a positive whole number */
                companyProductPk: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product's rate history */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateHistoryDto"];
                };
            };
            /** @description The key is not a positive whole number; `field` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such company product: No data found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_compare_plans_year: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The benefit year, a four-digit year from 2000 to 2100 such as 2027. */
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The year's compare dataset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareDataset"];
                };
            };
            /** @description The year is not a four-digit year from 2000 to 2100 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The year is unknown or not active */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_compare_plans_year_counties_countyid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The county: an `id` of `GET /counties` (the Location), a positive whole number. */
                countyId: number;
                /** @description The benefit year, a four-digit year from 2000 to 2100 such as 2027. */
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The year's compare dataset for that county alone */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareDataset"];
                };
            };
            /** @description The year is not a four-digit year from 2000 to 2100, or countyId is not a positive whole number; `field` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The year is unknown or not active, or no county has that id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_counties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counties by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CountyDto"][];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_docs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API reference, an HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    get_docs_reference_css: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stylesheet */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/css": string;
                };
            };
        };
    };
    get_feeds_comment_periods_atom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Atom feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_feeds_companies_companypk_atom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company: the `companyPk` of a rate row, a positive whole number */
                companyPk: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Atom feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description companyPk is not a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No company has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_feeds_filings_atom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Atom feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_filings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Latest rate rows, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateRowDto"][];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_get_years: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active years, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       2027,
                     *       2026,
                     *       2025
                     *     ]
                     */
                    "application/json": number[];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_getcurrentyear: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan year being shopped for */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example 2027 */
                    "application/json": number;
                };
            };
            /** @description No year is active */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_insurance_forms_comparisons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Published forms */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComparisonDto"][];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_insurance_forms_quality_measure_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report URL, used as-is */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_insurance_forms_quality_measure_note: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note, shown as-is */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_insurance_forms_quality_measure_spanish: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Spanish note and link; empty where none is given */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpanishMeasureDto"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_open_data: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The datasets and their files */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenDataCatalogue"];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_open_data_comments_csv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description public-comments.csv, streamed (br or gzip when accepted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Database unreachable, or too many downloads at once */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_open_data_comments_json: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description public-comments.json, streamed (br or gzip when accepted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenDataComment"][];
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Database unreachable, or too many downloads at once */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_open_data_filings_csv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description rate-filings.csv, streamed (br or gzip when accepted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Database unreachable, or too many downloads at once */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_open_data_filings_json: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description rate-filings.json, streamed (br or gzip when accepted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenDataFiling"][];
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Database unreachable, or too many downloads at once */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_open_data_plans_year_csv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The benefit year, a four-digit year from 2000 to 2100 such as 2027. */
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description plan-premiums-{year}.csv, streamed (br or gzip when accepted) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The year is not a four-digit year from 2000 to 2100 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The year is unknown or not active */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database unreachable, or too many downloads at once */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_openapi_json: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 description of this API */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
        };
    };
    get_public_comments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description true while public commenting is allowed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_rates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All public rate rows, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateRowDto"][];
                };
            };
            /** @description Database unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    get_site_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site profile */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteProfile"];
                };
            };
        };
    };
}
