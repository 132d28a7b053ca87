import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodedText } from '@/lib/ui/coded-text';
import type { TypeOfInsurance } from '../company-overview';

type ProductInformationProps = {
  productNames: string[];
  typesOfInsurance: TypeOfInsurance[];
  headingId: string;
};

/** Product Information (SPEC 2.8): the company's products and its types of insurance, each as a list. */
export function ProductInformation({ productNames, typesOfInsurance, headingId }: ProductInformationProps) {
  const { t } = useTranslation('company');
  const coded = useCodedText();
  const typeNames = typesOfInsurance.map((type) => coded.typeOfInsurance(type.typeOfInsurance, type.typeOfInsuranceCode));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('products.heading')}</h2>
      <NamedList heading={t('products.products')} names={productNames} />
      <NamedList heading={t('products.typesOfInsurance')} names={typeNames} />
    </section>
  );
}

type NamedListProps = {
  heading: string;
  names: string[];
};

/** A list under its own heading, which also names it for screen readers. */
function NamedList({ heading, names }: NamedListProps) {
  const { t } = useTranslation('company');
  const headingId = useId();
  return (
    <>
      <h3 id={headingId} className="font-sans-md margin-bottom-1">
        {heading}
      </h3>
      {names.length === 0 ? (
        <p className="margin-top-1">{t('products.none')}</p>
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
