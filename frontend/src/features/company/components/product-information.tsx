import { useId } from 'react';

type ProductInformationProps = {
  productNames: string[];
  typesOfInsurance: string[];
  headingId: string;
};

/** Product Information (SPEC 2.8): the company's products and its types of insurance, each as a list. */
export function ProductInformation({ productNames, typesOfInsurance, headingId }: ProductInformationProps) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Product Information</h2>
      <NamedList heading="Products" names={productNames} />
      <NamedList heading="Types of Insurance" names={typesOfInsurance} />
    </section>
  );
}

/** A list under its own heading, which also names it for screen readers. */
function NamedList({ heading, names }: { heading: string; names: string[] }) {
  const headingId = useId();
  return (
    <>
      <h3 id={headingId} className="font-sans-md margin-bottom-1">
        {heading}
      </h3>
      {names.length === 0 ? (
        <p className="margin-top-1">None listed.</p>
      ) : (
        <ul className="usa-list margin-top-1" aria-labelledby={headingId}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </>
  );
}
