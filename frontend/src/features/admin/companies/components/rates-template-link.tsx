import { RATES_TEMPLATE_HREF } from '../types';

/** 'Download rates template' (SPEC 2.13, 7.3): the static rate_template.xls, saved rather than opened. */
export function RatesTemplateLink({ className = '' }: { className?: string }) {
  return (
    <a href={RATES_TEMPLATE_HREF} download="rate_template.xls" className={`usa-button usa-button--outline ${className}`}>
      Download rates template
    </a>
  );
}
