import { useId, useState } from 'react';
import { Alert, Label, Select } from '@trussworks/react-uswds';
import { ROLE_ADMINISTRATOR } from '@/lib/auth/access';
import type { LoggedInUser } from '@/lib/auth/stored-session';
import { ErrorAlert } from '@/lib/ui/error-alert';
import { useCompanies } from '../api/get-companies';
import { RatesTemplateLink } from './rates-template-link';
import { RatesUploadForm } from './rates-upload-form';
import styles from './file-upload-page.module.css';

/** SPEC 8 'Companies: load fails'. */
const LOAD_FAILED = 'Companies data could not be loaded. Please try again later.';

type FileUploadPageProps = {
  /** The signed-in staff member: an Administrator chooses a company, an insurer has their own. */
  user: LoggedInUser;
};

/**
 * File Upload (SPEC 2.18, /provider/upload): the rates template download and upload. An
 * Administrator chooses the company first; an Insurance user uploads for their own company
 * (`companyPk` of the session) and is never offered another.
 */
export function FileUploadPage({ user }: FileUploadPageProps) {
  return (
    <div className="margin-y-4">
      <h1>File Upload</h1>
      <div className="usa-prose">
        <p>
          Download the rates template, fill in your plans and rates, and upload it here. An accepted upload
          replaces the company’s plans for the template’s plan year; if anything is wrong, nothing changes and
          every problem is listed by sheet, row and column.
        </p>
      </div>
      <RatesTemplateLink className="margin-top-2" />
      {user.roles.includes(ROLE_ADMINISTRATOR) ? (
        <AdministratorUpload />
      ) : user.companyPk == null ? (
        <Alert type="warning" headingLevel="h2" heading="No company" className="margin-top-4">
          Your account is not linked to an insurance company, so there is nothing to upload rates for. Ask an
          administrator to link it to your company, then sign in again.
        </Alert>
      ) : (
        <UploadSection companyPk={user.companyPk} companyName={user.companyName ?? 'Your company'} />
      )}
    </div>
  );
}

/** The upload section for one company. */
function UploadSection({ companyPk, companyName }: { companyPk: number; companyName: string }) {
  return (
    <section className={styles.section} aria-labelledby="rates-upload-heading">
      <h2 id="rates-upload-heading">Rates template upload</h2>
      <p className="margin-bottom-0">
        Company: <strong>{companyName}</strong>
      </p>
      {/* A new company starts a new form: no file or message of another company stays. */}
      <RatesUploadForm key={companyPk} companyPk={companyPk} companyName={companyName} />
    </section>
  );
}

/** An Administrator chooses any company first. */
function AdministratorUpload() {
  const companies = useCompanies();
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  if (companies.isPending) return <p role="status">Loading the companies…</p>;
  if (companies.isError) return <ErrorAlert title="Something went wrong" message={LOAD_FAILED} />;
  const company = companies.data.find((c) => String(c.companyPk) === chosen);
  return (
    <>
      <div className={styles.choose}>
        <Label htmlFor={selectId}>Company</Label>
        <span className="usa-hint" id={`${selectId}-hint`}>
          The company whose rates the template holds.
        </span>
        <Select
          id={selectId}
          name="company"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          aria-describedby={`${selectId}-hint`}
        >
          <option value="">- Select a company -</option>
          {companies.data.map((c) => (
            <option key={c.companyPk} value={String(c.companyPk)}>
              {c.companyName} ({c.coCode}){c.active === 1 ? '' : ', inactive'}
            </option>
          ))}
        </Select>
      </div>
      {company && <UploadSection companyPk={company.companyPk} companyName={company.companyName} />}
    </>
  );
}
