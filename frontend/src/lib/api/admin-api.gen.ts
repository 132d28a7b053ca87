// Generated from crates/admin-api/openapi.json by frontend/tools/openapi-types. Do not edit: run
// `npm run gen:api` in frontend/ after the API changes.

export type paths = {
    "/api/clearCompareCache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resets the comparison cache (SPEC 4.5 step 1): bumps the public cache generation, then
         *     rebuilds the compare dataset of every active year, so a dataset that cannot be built
         *     fails here rather than on the public site.
         */
        get: operations["get_api_clearcomparecache"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every comment, newest first (SPEC 2.16; every comment has a date and a filing, SPEC 5.4). */
        get: operations["get_api_comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: the comment becomes Published (1) and is shown publicly. */
        post: operations["post_api_comments_authorize"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark Posted (hidden in the interface): the comment becomes Posted (3), not shown publicly. */
        post: operations["post_api_comments_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject: the comment becomes Rejected (2) and is not shown publicly. */
        post: operations["post_api_comments_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every company, active or not, by name (case-insensitive). */
        get: operations["get_api_companies"];
        put?: never;
        /**
         * Creates (`companyPk` null) or updates a company; its products follow the listed product
         *     types: each gets an active product (created as "{companyName} {type}" when the company has
         *     none of that type), products of unlisted types become inactive, untyped products stay.
         */
        post: operations["post_api_companies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/product-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product types, by name (options of the company dialog's Products select). */
        get: operations["get_api_companies_product_types"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compare-years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every compare year, newest first. */
        get: operations["get_api_compare_years"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every filing, whatever its status, newest submission first (SPEC 2.11 default sort). */
        get: operations["get_api_filings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filings/{filingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One filing as Filing Details shows it, whatever its status. */
        get: operations["get_api_filings_filingid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/filings/{filingId}/attachments/{attachmentKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any file of the filing, for staff: typed by its extension and named in `Content-Disposition`. */
        get: operations["get_api_filings_filingid_attachments_attachmentkey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/import-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The import history: the 25 most recent runs, newest first, with their counts and errors. */
        get: operations["get_api_import_runs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insurance-forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every insurance form, published or not, by sortOrder. */
        get: operations["get_api_insurance_forms"];
        put?: never;
        /**
         * Creates (`formId` null) or updates an insurance form. SPEC 7.3 does not show the payload;
         *     it is the form record as listed.
         */
        post: operations["post_api_insurance_forms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insurance-forms/publish-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Publishes every form; answers the forms that changed. */
        get: operations["get_api_insurance_forms_publish_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insurance-forms/publish/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Publishes one form. */
        get: operations["get_api_insurance_forms_publish_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insurance-forms/quality-measure-link/{link}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets the quality-measure report link to the URL-encoded address after
         *     `quality-measure-link/`.
         */
        post: operations["post_api_insurance_forms_quality_measure_link_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insurance-forms/quality-measure-note/{note}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the quality-measure note to the URL-encoded text after `quality-measure-note/`. */
        post: operations["post_api_insurance_forms_quality_measure_note_note"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insurance-forms/quality-measure-spanish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Spanish quality-measure note and link. */
        get: operations["get_api_insurance_forms_quality_measure_spanish"];
        put?: never;
        /** Sets the Spanish quality-measure note and link together. */
        post: operations["post_api_insurance_forms_quality_measure_spanish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insurance-forms/unpublish-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unpublishes every form; answers the forms that changed. */
        get: operations["get_api_insurance_forms_unpublish_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insurance-forms/unpublish/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unpublishes one form. */
        get: operations["get_api_insurance_forms_unpublish_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This OpenAPI document (no sign-in needed: it describes the calls, it grants nothing). */
        get: operations["get_api_openapi_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/provider/upload/{companyPk}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces the company's plans, variants, plan areas, counties and rates for the template's
         *     plan year with the uploaded template's, in one transaction, and bumps the public data
         *     generation. Any problem refuses the whole upload and changes nothing; the message lists
         *     every problem by sheet, row and column, one per line.
         */
        post: operations["post_api_provider_upload_companypk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether public commenting is allowed ('Comments are currently allowed/disabled.'). */
        get: operations["get_api_public_comments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-comments/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disables public commenting; the public Comment button hides within a second. */
        get: operations["get_api_public_comments_disable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-comments/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Allows public commenting; the public Comment button shows within a second. */
        get: operations["get_api_public_comments_enable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/serf-auto-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the scheduled import runs ('... import is currently enabled/disabled.'). */
        get: operations["get_api_serf_auto_run"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/serf-auto-run/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Turns the scheduled import off (a run already started finishes). */
        get: operations["get_api_serf_auto_run_disable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/serf-auto-run/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Turns the scheduled import on. */
        get: operations["get_api_serf_auto_run_enable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/serf-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Queues a manual import run ('Import has started successfully.'); one at a time. */
        get: operations["get_api_serf_import"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sign-in-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where and how to sign in (no sign-in needed: the app asks before it has a token). */
        get: operations["get_api_sign_in_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update/compare-year": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets whether a year is active (SPEC 4.5), or adds a year when `id` is null. */
        post: operations["post_api_update_compare_year"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff user, by last name then first name (the Users screen, SPEC 2.15). */
        get: operations["get_api_users"];
        put?: never;
        /** Creates a user (no `userPk`) or updates one, after the SPEC 5.3 checks in their order. */
        post: operations["post_api_users"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/reset-sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clears user `userId`'s sign-in binding (audited): the next sign-in with the user's UID or
         *     e-mail binds the account anew.
         */
        post: operations["post_api_users_userid_reset_sign_in"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{userId}/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether user `userId` has signed in (and so is bound to that sign-in). */
        get: operations["get_api_users_userid_sign_in"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** `GET /api/users/active`: the signed-in staff user (any role). */
        get: operations["get_api_users_active"];
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
        /** @description SPEC 3 "Filing (admin)": what Filing Details shows. */
        AdminFilingDto: {
            /** @description Every attachment, any file type, by description. */
            attachments: components["schemas"]["FilingAttachmentDto"][];
            /** @description Every comment, any status, oldest first. */
            comments: components["schemas"]["FilingCommentDto"][];
            /** @description The first company's rate figures; all null when the filing names no company. */
            companyRate: components["schemas"]["FilingCompanyRateDto"];
            /** @description The insurer's own tracking number. */
            compTrackNum?: string | null;
            /**
             * Format: date
             * @description Implementation date requested, YYYY-MM-DD.
             */
            effImpDateReqNew?: string | null;
            /** @description The companies of the filing in filing order; Filing Details shows the first. */
            filingCompanies: components["schemas"]["FilingCompanyDto"][];
            /**
             * Format: int32
             * @description Key of the filing.
             */
            filingId: number;
            /** @description Rate-filing system tracking number. */
            filingSerffTrackNum: string;
            /** @description Group market size; null for individual filings. */
            lahGrpMarketSize?: string | null;
            /** @description Group market type; null for individual filings. */
            lahGrpMarketType?: string | null;
            /** @description Market type. */
            lahMarketType: string;
            /**
             * Format: double
             * @description Overall rate change of the filing, percent.
             */
            lahOverallRateImpact?: number | null;
            /** @description Product name as filed. */
            productName: string;
            /** @description Status badge (SPEC 4.1). */
            stateStatus: components["schemas"]["StateStatusDto"];
            /**
             * Format: date
             * @description Submission date, YYYY-MM-DD.
             */
            submissionDate: string;
            /** @description Type of insurance. */
            toi: components["schemas"]["FilingToiDto"];
        };
        /** @description SPEC 3 "Admin filing row", with the first company and product for the table. */
        AdminFilingRowDto: {
            /** @description The first company named in the filing; null when it names none. */
            companyName?: string | null;
            /**
             * Format: int32
             * @description Key of the filing.
             */
            filingId: number;
            /**
             * @description Rate-filing system tracking number.
             * @example LKHP-134567890
             */
            filingSerffTrackNum: string;
            /** @description Market type, e.g. Individual. */
            market: string;
            /** @description Product name as filed. */
            productName: string;
            /** @description Status badge: the same text with its colour and popover (SPEC 4.1). */
            stateStatus: components["schemas"]["StateStatusDto"];
            /** @description Display status, e.g. Under Review or Do Not Display. */
            status: string;
            /**
             * Format: date
             * @description Submission date, YYYY-MM-DD.
             * @example 2026-09-14
             */
            submissionDate: string;
        };
        /** @description The reset's answer: the new cache generation and the rebuilt dataset of each active year. */
        ClearCacheDto: {
            /**
             * Format: int64
             * @description The public cache generation after the reset.
             */
            generation: number;
            /** @description Active years, newest first. */
            years: components["schemas"]["RebuiltYearDto"][];
        };
        /** @description A public comment and its moderation. */
        CommentDto: {
            /** @description The full name of the staff user who last moderated the comment. */
            approver?: string | null;
            /**
             * Format: int32
             * @description That staff user's key.
             */
            approverPk?: number | null;
            /** @description The whole comment. */
            commentary: string;
            /**
             * Format: int32
             * @description Key; send it back with a moderation action.
             */
            commentKey: number;
            /**
             * Format: date-time
             * @description When the comment was submitted (RFC 3339, UTC).
             */
            dateCreated: string;
            /** @description The same as MM/DD/YYYY hh:mm AM/PM (UTC): the Date column. */
            dateCreatedAsString: string;
            /**
             * Format: int32
             * @description The filing commented on (its `filingId`).
             */
            filingKey: number;
            /** @description The filing's tracking number. */
            filingSerffTrackNum: string;
            /** @description When it was last moderated, as MM/DD/YYYY hh:mm AM/PM (UTC): "Date approved". */
            lastUpdatedAsString: string;
            /** @description The moderator's note. */
            note?: string | null;
            /**
             * @description The first 80 characters, cut at a word boundary, with "…" when cut; whitespace runs
             *     (line breaks too) become one space.
             */
            shortComment: string;
            /**
             * Format: int32
             * @description 0 Pending, 1 Published (the only public status), 2 Rejected, 3 Posted.
             */
            status: number;
            /** @description Pending, Published, Rejected or Posted. */
            statusDesc: string;
        };
        /** @description SPEC 3 Company (admin), with its solvency description and every product. */
        CompanyDto: {
            /**
             * Format: int32
             * @description 1 Active, 0 Inactive.
             */
            active: number;
            /** @description Address line 1. */
            address1?: string | null;
            /** @description Address line 2. */
            address2?: string | null;
            /** @description Address line 3. */
            address3?: string | null;
            /** @description City. */
            city?: string | null;
            /**
             * Format: int32
             * @description NAIC company code (Cocode).
             */
            coCode: number;
            /** @description Name. */
            companyName: string;
            /**
             * Format: int32
             * @description Key of the company.
             */
            companyPk: number;
            /** @description Created by an import from an unknown company; cleared when staff save the company. */
            needsReview: boolean;
            /** @description Phone. */
            phone?: string | null;
            /** @description Phone extension. */
            phoneExt?: string | null;
            /** @description ZIP code. */
            postalCode?: string | null;
            /** @description Every product, active or not, by name. The Products column tags the active ones with a type. */
            products: components["schemas"]["CompanyProductDto"][];
            /** @description Solvent, Hazardous or Insolvent; null when not set. */
            solvencyDesc?: string | null;
            /**
             * Format: int32
             * @description 10 Solvent, 20 Hazardous, 30 Insolvent; null when not set.
             */
            solvencyFk?: number | null;
            /** @description Two-letter state code. */
            state?: string | null;
            /** @description Website address. */
            website?: string | null;
            /** @description Website label. */
            websiteDesc?: string | null;
        };
        /** @description A product of a company. */
        CompanyProductDto: {
            /**
             * Format: int32
             * @description 1 Active, 0 Inactive.
             */
            active: number;
            /**
             * Format: int32
             * @description Key of the product (the public Company Page's address).
             */
            companyProductPk: number;
            /** @description Product name. */
            productName: string;
            /**
             * Format: int32
             * @description Its product type; null for a product without one.
             */
            productTypeFk?: number | null;
            /** @description The product type's name. */
            productTypeName?: string | null;
        };
        /**
         * @description SPEC 7.3 save company. Numbers may also come as strings of digits and blank text counts as
         *     absent; other fields the list answer carries (solvencyDesc, needsReview, product names) are
         *     ignored.
         */
        CompanySaveRequest: {
            /**
             * Format: int32
             * @description 1 Active or 0 Inactive; absent keeps the stored flag (a new company is Active).
             * @example 1
             */
            active?: number | null;
            /** @description Address line 1. */
            address1?: string | null;
            /** @description Address line 2. */
            address2?: string | null;
            /** @description Address line 3. */
            address3?: string | null;
            /** @description City. */
            city?: string | null;
            /**
             * Format: int32
             * @description NAIC company code, a positive whole number; fixed once the company exists.
             * @example 95102
             */
            coCode: number;
            /**
             * @description Required, at most 200 characters.
             * @example Keystone Mutual Health
             */
            companyName: string;
            /**
             * Format: int32
             * @description Null or absent creates a company; a key updates that company.
             */
            companyPk?: number | null;
            /** @description Phone: digits, spaces and ( ) + - . with 7 to 15 digits, at most 30 characters. */
            phone?: string | null;
            /** @description Phone extension: up to 10 digits. */
            phoneExt?: string | null;
            /** @description ZIP code: 12345 or 12345-6789. */
            postalCode?: string | null;
            /** @description The product types the company sells; absent or null leaves its products alone. */
            products?: components["schemas"]["ProductChoice"][] | null;
            /**
             * Format: int32
             * @description 10 Solvent, 20 Hazardous, 30 Insolvent, or null.
             * @example 10
             */
            solvencyFk?: number | null;
            /** @description Two capital letters, e.g. PA. */
            state?: string | null;
            /** @description Website: an http(s) address. */
            website?: string | null;
            /** @description Website label. */
            websiteDesc?: string | null;
        };
        /** @description SPEC 3 compare year record. */
        CompareYearDto: {
            /** @description Whether the year is offered for comparison. */
            active: boolean;
            /**
             * Format: int32
             * @description Key of the record.
             */
            id: number;
            /**
             * Format: int32
             * @description The benefit year.
             * @example 2027
             */
            year: number;
        };
        /** @description SPEC 7.3 save compare year `{id, year, active, ...}`; other fields are ignored. */
        CompareYearSaveRequest: {
            /** @description Whether the year is offered; absent keeps the record's flag (a new year is inactive). */
            active?: boolean | null;
            /**
             * Format: int32
             * @description The record to change; null or absent adds a year.
             */
            id?: number | null;
            /**
             * Format: int32
             * @description The benefit year, 2000 to 2100: required to add a year; for an existing record it must
             *     be the record's year (a record's year is fixed).
             * @example 2027
             */
            year?: number | null;
        };
        /** @description SPEC 3 User (admin) plus the name, role and roles the SPA keeps as `loggedInUser`. */
        CurrentUserDto: {
            active: boolean;
            /** @description Name of the company an Insurance user works for (`companyPk`); null for department staff. */
            companyName?: string | null;
            /** Format: int32 */
            companyPk?: number | null;
            email: string;
            firstName: string;
            fullName: string;
            lastName: string;
            name: string;
            role: string;
            /** Format: int32 */
            roleFk: number;
            roles: string[];
            /** Format: int64 */
            umdId: number;
            /** Format: int32 */
            userPk: number;
            userRole: components["schemas"]["UserRoleDto"];
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
        /** @description SPEC 3 Attachment. */
        FilingAttachmentDto: {
            /**
             * Format: uuid
             * @description Key of the file (`{apiBase}/attachments/{attachmentKey}` serves pdf and xlsm publicly).
             */
            attachmentKey: string;
            /** @description Description. */
            documentName: string;
            /** @description Lower-case extension. */
            fileExtension: string;
            /** @description File name as filed. */
            name: string;
        };
        /** @description A comment on the filing, in any moderation state. */
        FilingCommentDto: {
            /** @description Its text. */
            commentary: string;
            /**
             * Format: int32
             * @description Key of the comment.
             */
            commentKey: number;
            /**
             * @description Submission date as MM/DD/YYYY (UTC).
             * @example 09/20/2026
             */
            dateCreatedAsString: string;
            /**
             * Format: int32
             * @description 0 Pending, 1 Published, 2 Rejected, 3 Posted.
             */
            status: number;
            /** @description The status's description. */
            statusDesc: string;
        };
        /** @description A company of a filing with its rate figures. */
        FilingCompanyDto: {
            /** @description Its name. */
            companyName: string;
            /**
             * Format: int32
             * @description Key of the company.
             */
            companyPk: number;
            /**
             * Format: int32
             * @description Number of policyholders affected.
             */
            rateAffPolicyHolder?: number | null;
            /**
             * Format: double
             * @description Largest change, percent.
             */
            rateMaxChange?: number | null;
            /**
             * Format: double
             * @description Smallest change, percent.
             */
            rateMinChange?: number | null;
            /**
             * Format: double
             * @description Overall rate change, percent.
             */
            rateOverallRateImpact?: number | null;
        };
        /** @description One company's rate figures (`companyRate`). */
        FilingCompanyRateDto: {
            /**
             * Format: int32
             * @description Number of policyholders affected.
             */
            rateAffPolicyHolder?: number | null;
            /**
             * Format: double
             * @description Largest change, percent.
             */
            rateMaxChange?: number | null;
            /**
             * Format: double
             * @description Smallest change, percent.
             */
            rateMinChange?: number | null;
            /**
             * Format: double
             * @description Overall rate change, percent.
             */
            rateOverallRateImpact?: number | null;
        };
        /**
         * @description The stable name of a filing status (snake_case), for showing it in the reader's language; `displayStatus` is its English.
         * @enum {string}
         */
        FilingStatusCode: "submitted" | "under_review" | "accepted" | "denied" | "withdrawn" | "rejected" | "do_not_display" | "plan_not_available";
        /** @description A type of insurance. */
        FilingToiDto: {
            /** @description Its descriptor. */
            name: string;
            /**
             * Format: int32
             * @description Key of the type of insurance.
             */
            toiId: number;
        };
        /** @description One run of the import history on the Filings screen. */
        ImportRunDto: {
            /**
             * Format: int32
             * @description Throttled calls to the rate-filing system the run has made so far; 0 before its first.
             *     With `callsPlanned`, how far a running run has got. Added beside SPEC 7.3's fields.
             * @example 123
             */
            callsMade?: number;
            /**
             * Format: int32
             * @description Throttled calls to the rate-filing system (the SERFF State API allows 60 a minute and
             *     1,000 an hour) the run expects to make in all, counting those made; null until the run
             *     can tell, and for runs from before calls were counted. Added beside SPEC 7.3's fields.
             * @example 300
             */
            callsPlanned?: number | null;
            /** @description The run's first 20 per-filing errors, in the order they happened. */
            errors: components["schemas"]["ImportRunErrorDto"][];
            /** @description Why the run failed as a whole; null unless it did. */
            errorText?: string | null;
            /**
             * Format: date-time
             * @description When the run expects to end at the pace the rate-filing system's call limits allow
             *     (RFC 3339, UTC), as the importer last reckoned it; null when it cannot tell yet. Added
             *     beside SPEC 7.3's fields.
             */
            expectedFinishAt?: string | null;
            /**
             * Format: int32
             * @description Filings that could not be imported.
             */
            failedCount: number;
            /**
             * Format: date-time
             * @description When it ended (RFC 3339, UTC); null while queued or running.
             */
            finishedAt?: string | null;
            /**
             * Format: int32
             * @description The run's key.
             */
            importRunId: number;
            /**
             * Format: int64
             * @description How many per-filing errors `errors` leaves out.
             */
            moreErrors: number;
            /**
             * Format: int32
             * @description Filings created.
             */
            newCount: number;
            /**
             * Format: date-time
             * @description When it was queued (RFC 3339, UTC).
             */
            queuedAt: string;
            /**
             * @description Full name of the staff user who pressed Run import; null for scheduled and command runs.
             * @example Dana Whitfield
             */
            requestedBy?: string | null;
            /**
             * Format: date-time
             * @description When the importer started it (RFC 3339, UTC); null while queued.
             */
            startedAt?: string | null;
            /**
             * @description queued, running, succeeded or failed.
             * @example succeeded
             */
            status: string;
            /**
             * @description Who started it: scheduled (the schedule, while automatic import is on),
             *     manual (Run import) or command (`importer run-once`).
             * @example manual
             */
            trigger: string;
            /**
             * Format: int32
             * @description Filings that existed exactly so.
             */
            unchangedCount: number;
            /**
             * Format: int32
             * @description Filings that existed and changed.
             */
            updatedCount: number;
        };
        /** @description A filing a run could not take, and why. */
        ImportRunErrorDto: {
            /** @description What went wrong. */
            message: string;
            /**
             * @description The filing's tracking number; null when the source gave none.
             * @example LKHP-134567890
             */
            trackingNumber?: string | null;
        };
        /** @description An insurance form as staff see it. */
        InsuranceFormDto: {
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
             * @description The year it covers; null when it covers none.
             */
            planYear?: number | null;
            /** @description Whether the public sees it. */
            published: boolean;
            /**
             * Format: int32
             * @description Position in lists.
             */
            sortOrder: number;
            /** @description Title. */
            title: string;
        };
        /**
         * @description An insurance form (quality-measure comparison document) to create or update. Any other
         *     field is refused (400 naming it): SPEC 7.3 leaves the shape to this API, and no screen saves
         *     a listed form back whole.
         */
        InsuranceFormSaveRequest: {
            /** @description Optional, at most 2,000 characters. */
            description?: string | null;
            /**
             * Format: int32
             * @description Null or absent creates a form; a key updates that form.
             */
            formId?: number | null;
            /**
             * @description Required: an http(s) address of at most 2,048 characters.
             * @example https://www.example.org/quality/2027.pdf
             */
            link: string;
            /**
             * Format: int32
             * @description The year the document covers, 2000 to 2100, or null.
             * @example 2027
             */
            planYear?: number | null;
            /** @description Whether the form is public; absent keeps a stored form's flag (a new form is unpublished). */
            published?: boolean | null;
            /**
             * Format: int32
             * @description Position in lists; absent puts a new form last and keeps a stored form's position.
             */
            sortOrder?: number | null;
            /**
             * @description Required, at most 200 characters.
             * @example 2027 Plan Quality Ratings
             */
            title: string;
        };
        /**
         * @description One value a message was written with: a text (an ISO date `YYYY-MM-DD` for names ending in
         *     `On`) or a whole number.
         */
        MessageParam: string | number;
        /**
         * @description A moderation action's body: the whole comment as the SPA holds it (SPEC 4.2). Only
         *     `commentKey` and `note` are read; the approver is the signed-in user, whatever is sent.
         */
        ModerationRequest: {
            /**
             * Format: int64
             * @description The comment to moderate.
             */
            commentKey: number;
            /** @description The moderator's note, at most 2,000 characters; null or blank clears it, absent keeps it. */
            note?: string | null;
        };
        /** @description One product type the company sells (SPEC 7.3 `{active: 1, productTypeFk}`). */
        ProductChoice: {
            /**
             * Format: int32
             * @description 1 (sold) or 0 (an entry the SPA kept but no longer wants); absent means 1.
             * @example 1
             */
            active?: number | null;
            /**
             * Format: int32
             * @description A product type's `productTypePk`.
             * @example 1
             */
            productTypeFk?: number;
        };
        /** @description SPEC 3 Product type. */
        ProductTypeDto: {
            /** @description Name, e.g. HMO. */
            name: string;
            /**
             * Format: int32
             * @description Key of the product type.
             */
            productTypePk: number;
        };
        /** @description SPEC 3 Quality measure. */
        QualityMeasureDto: {
            /** @description The report link opened by See Report. */
            link: string;
            /** @description The note shown on Home and Quality Measures. */
            note: string;
        };
        /** @description The answer to "Run import now": the run that was queued. */
        QueuedImportDto: {
            /**
             * Format: int32
             * @description The run's key.
             */
            importRunId: number;
            /**
             * Format: date-time
             * @description When it was queued (RFC 3339, UTC).
             */
            queuedAt: string;
            /** @description "queued": the importer starts it shortly. */
            status: string;
        };
        /**
         * @description The multipart form of the upload (SPEC 7.3: one field `file`); it only describes the form
         *     in the OpenAPI document, the handler reads the stream itself.
         */
        RatesUploadForm: {
            /**
             * Format: binary
             * @description The filled rates template: .xls, .xlsx, .xlsm or .ods, at most 10 MB. Only the first
             *     file of the field is read.
             */
            file: string;
        };
        /** @description What an accepted upload loaded: the company's plan-compare data for the year now. */
        RatesUploadResult: {
            /**
             * Format: int64
             * @description Plan areas (plan × rating area) loaded.
             * @example 48
             */
            planAreas: number;
            /**
             * Format: int64
             * @description Plans loaded.
             * @example 12
             */
            plans: number;
            /**
             * Format: int32
             * @description The plan year loaded (the template's BusinessYear).
             * @example 2027
             */
            planYear: number;
            /**
             * Format: int64
             * @description Rates loaded (92 per plan area).
             * @example 4416
             */
            rates: number;
            /**
             * Format: int32
             * @description Key of the upload's history row.
             * @example 7
             */
            uploadId: number;
            /**
             * Format: int64
             * @description Cost-sharing variants loaded.
             * @example 36
             */
            variances: number;
        };
        /** @description One active year's rebuilt compare dataset. */
        RebuiltYearDto: {
            /** @description Number of locations with plans (`comparisonData` entries). */
            counties: number;
            /** @description Number of plans (`planData` entries). */
            plans: number;
            /**
             * Format: int32
             * @description The benefit year.
             */
            year: number;
        };
        /** @description Whether a staff account is bound to a sign-in at the identity provider. */
        SignInBindingDto: {
            /**
             * @description True once the user has signed in: only that identity at the provider may use the
             *     account until an administrator resets it.
             */
            bound: boolean;
            /**
             * Format: date-time
             * @description When the first sign-in bound the account (RFC 3339, UTC); null while not bound.
             */
            boundAt?: string | null;
            /**
             * Format: int32
             * @description The user.
             */
            userPk: number;
        };
        /** @description The OpenID Connect settings of the app's authorization code flow. */
        SignInSettingsDto: {
            /**
             * @description The identity provider's issuer URL (`OIDC_ISSUER`); its discovery document is at
             *     `{authority}/.well-known/openid-configuration`.
             * @example http://localhost:8083
             */
            authority: string;
            /**
             * @description The app's client id at the provider (`OIDC_CLIENT_ID`).
             * @example rate-review-spa
             */
            clientId: string;
            /**
             * @description The scopes to request: `openid profile email` and this API's scope (`OIDC_API_SCOPE`).
             * @example openid profile email api://rate-review-admin/admin.access
             */
            scope: string;
        };
        /** @description The quality measure's Spanish note and link; "" where none is given (the English is shown). */
        SpanishMeasureDto: {
            /** @description The report link for Spanish readers. */
            link: string;
            /** @description The note in Spanish. */
            note: string;
        };
        /** @description The Spanish note and link to store. The shape is closed: any other field is a 400 naming it. */
        SpanishMeasureRequest: {
            /**
             * @description The report address for Spanish readers (http or https, at most 2,048 characters); empty or
             *     null clears it.
             */
            link?: string | null;
            /** @description The note in Spanish, at most 4,000 characters; empty or null clears it. */
            note?: string | null;
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
        /** @description SPEC 3 User (admin), as the Users screen lists and edits it. */
        UserDto: {
            /** @description Whether the user may sign in. */
            active: boolean;
            /** @description That company's name. */
            companyName?: string | null;
            /**
             * Format: int32
             * @description The company an Insurance user uploads rates for; null for an Administrator.
             */
            companyPk?: number | null;
            /** @description Sign-in e-mail. */
            email: string;
            /** @description Given name. */
            firstName: string;
            /** @description "{firstName} {lastName}", the Name column. */
            fullName: string;
            /** @description Family name. */
            lastName: string;
            /** @description "Insurance" or "Administrator". */
            role: string;
            /**
             * Format: int32
             * @description 1 Insurance, 2 Administrator.
             */
            roleFk: number;
            /**
             * Format: int64
             * @description UID at the identity provider; fixed once the user exists.
             */
            umdId: number;
            /**
             * Format: int32
             * @description Key; send it back to update this user.
             */
            userPk: number;
            /** @description SPEC 3 `userRole`. */
            userRole: components["schemas"]["UserRoleDto"];
        };
        /** @description SPEC 3 `userRole`. */
        UserRoleDto: {
            /** Format: int32 */
            roleFk: number;
            /** Format: int64 */
            umdId: number;
        };
        /**
         * @description The user as the dialog saves it. Other fields the SPA holds (`fullName`, `role`,
         *     `userRole`, ...) are ignored.
         */
        UserSaveRequest: {
            /** @description Whether the user may sign in: true when absent on creation, unchanged when absent on update. */
            active?: boolean | null;
            /**
             * Format: int64
             * @description The company of an Insurance user (required for them); ignored for an Administrator.
             */
            companyPk?: number | null;
            /**
             * Format: email
             * @description Sign-in e-mail, required; unique regardless of letter case.
             */
            email: string;
            /** @description Given name, required. */
            firstName: string;
            /** @description Family name, required. */
            lastName: string;
            /**
             * Format: int64
             * @description 1 Insurance or 2 Administrator ('A role is required.').
             */
            roleFk: number;
            /**
             * Format: int64
             * @description UID at the identity provider, a positive number; unique; cannot change after creation.
             */
            umdId: number;
            /**
             * Format: int64
             * @description Absent or null creates a user; a key updates that user.
             */
            userPk?: number | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    get_api_clearcomparecache: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new generation and each active year's dataset size */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClearCacheDto"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_comments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every comment, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_comments_authorize: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationRequest"];
            };
        };
        responses: {
            /** @description The comment, now Published */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentDto"];
                };
            };
            /** @description commentKey missing or not a number, or the note is too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No comment has this commentKey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_comments_post: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationRequest"];
            };
        };
        responses: {
            /** @description The comment, now Posted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentDto"];
                };
            };
            /** @description commentKey missing or not a number, or the note is too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No comment has this commentKey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_comments_reject: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerationRequest"];
            };
        };
        responses: {
            /** @description The comment, now Rejected */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentDto"];
                };
            };
            /** @description commentKey missing or not a number, or the note is too long */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No comment has this commentKey */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_companies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Companies by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_companies: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanySaveRequest"];
            };
        };
        responses: {
            /** @description Updated; the company as listed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyDto"];
                };
            };
            /** @description Created; the company as listed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyDto"];
                };
            };
            /** @description A field is missing or malformed, or the company code was changed; `field` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No company has this companyPk */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Another company uses this company code */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_companies_product_types: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Product types by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductTypeDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_compare_years: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Compare years, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareYearDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_filings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every filing, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminFilingRowDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_filings_filingid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key of the filing */
                filingId: number;
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
                    "application/json": components["schemas"]["AdminFilingDto"];
                };
            };
            /** @description filingId is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No data found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_filings_filingid_attachments_attachmentkey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The attachment's key (a UUID) from the filing's attachments */
                attachmentKey: string;
                /** @description Key of the filing */
                filingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, any type, typed by its extension (pdf, xlsm, else bytes); `Content-Disposition` names it; `Cache-Control: no-store` */
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
            /** @description filingId is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No such attachment of this filing (also for a key that is not a UUID) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_import_runs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The most recent runs, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRunDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_insurance_forms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All forms in display order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuranceFormDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_insurance_forms: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InsuranceFormSaveRequest"];
            };
        };
        responses: {
            /** @description Updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuranceFormDto"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuranceFormDto"];
                };
            };
            /** @description A field is missing or malformed; `field` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No form has this formId */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_insurance_forms_publish_all: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The forms that were unpublished and now are published */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuranceFormDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_insurance_forms_publish_id: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path: {
                /** @description Key of the form */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form, published */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuranceFormDto"];
                };
            };
            /** @description id is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No form has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_insurance_forms_quality_measure_link_link: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path: {
                /** @description The report address, URL-encoded: http(s), at most 2,048 characters */
                link: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note and link as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QualityMeasureDto"];
                };
            };
            /** @description Empty, wrongly encoded or not an http(s) address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description More than 2,048 characters */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_insurance_forms_quality_measure_note_note: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path: {
                /** @description The note, URL-encoded; 1 to 4,000 characters */
                note: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The note and link as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QualityMeasureDto"];
                };
            };
            /** @description Empty or wrongly encoded note */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
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
            /** @description Database or identity provider unreachable */
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
    get_api_insurance_forms_quality_measure_spanish: {
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
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_insurance_forms_quality_measure_spanish: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpanishMeasureRequest"];
            };
        };
        responses: {
            /** @description The Spanish note and link as stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpanishMeasureDto"];
                };
            };
            /** @description A link that is not an http(s) address, a control character, an unknown field or a malformed body; `field` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description A note over 4,000 or a link over 2,048 characters */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_insurance_forms_unpublish_all: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The forms that were published and now are not */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuranceFormDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_insurance_forms_unpublish_id: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path: {
                /** @description Key of the form */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The form, unpublished */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsuranceFormDto"];
                };
            };
            /** @description id is not a whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No form has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_openapi_json: {
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
    post_api_provider_upload_companypk: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path: {
                /** @description The company the template prices */
                companyPk: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RatesUploadForm"];
            };
        };
        responses: {
            /** @description Loaded; the company's data for the year now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatesUploadResult"];
                };
            };
            /** @description Not a readable spreadsheet, over a limit, or problems in the template (one per line, by sheet, row and column); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No company has this companyPk */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The file is larger than 10 MB, or the form's other parts than 16 KB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_public_comments: {
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
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_public_comments_disable: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new state: false */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_public_comments_enable: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new state: true */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_serf_auto_run: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description true while the scheduled import runs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_serf_auto_run_disable: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new state: false */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_serf_auto_run_enable: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new state: true */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_serf_import: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued; the importer starts it shortly */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedImportDto"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An import is already queued or running */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_sign_in_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The app's OpenID Connect settings; cacheable for 5 minutes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInSettingsDto"];
                };
            };
        };
    };
    post_api_update_compare_year: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompareYearSaveRequest"];
            };
        };
        responses: {
            /** @description The record after the change */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareYearDto"];
                };
            };
            /** @description The added year */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompareYearDto"];
                };
            };
            /** @description A field is malformed, or the year of an existing record differs; `field` names it */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No record has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The year exists already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_users: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every staff user, by last then first name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"][];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_users: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserSaveRequest"];
            };
        };
        responses: {
            /** @description Updated; the saved user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /** @description Created; the saved user */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDto"];
                };
            };
            /** @description A field is missing or malformed; 'A role is required.'; the UID was changed; an Insurance user without a known company; deactivating or demoting oneself */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No user has this userPk */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description 'Email already used.' (field email) or 'UID already used.' (field umdId) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    post_api_users_userid_reset_sign_in: {
        parameters: {
            query?: never;
            header: {
                /** @description The value of the XSRF-TOKEN cookie */
                "X-XSRF-TOKEN": string;
            };
            path: {
                /** @description Key of the user (userPk) */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset; the account's sign-in binding, now unbound */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInBindingDto"];
                };
            };
            /** @description userId is not a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role, or the X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No user has this userPk */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_users_userid_sign_in: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key of the user (userPk) */
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's sign-in binding */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInBindingDto"];
                };
            };
            /** @description userId is not a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No user has this userPk */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
    get_api_users_active: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in staff user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserDto"];
                };
            };
            /** @description No valid sign-in: sign in again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Not an active staff user with the needed role */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Database or identity provider unreachable */
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
}
