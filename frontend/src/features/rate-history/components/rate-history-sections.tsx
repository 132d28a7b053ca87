import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRateHistory } from '../api/get-rate-history';
import { insuranceTypeName, useHistoryWords } from '../rate-history-labels';
import type { RateHistory, RateHistoryGroup } from '../types';

/** The chart and its library: a chunk of their own, fetched when a page first shows a history. */
const RateHistoryFigure = lazy(() => import('./rate-history-figure'));

/** A product the Company Page lists with public filings. */
export type ProductWithFilings = { companyProductPk: number; productName: string };

/**
 * Rate History on the Company Page: under each product that has public filings, one
 * chart per type of insurance, from the product's own history call.
 */
export function CompanyRateHistory({ products }: { products: ProductWithFilings[] }) {
  const headingId = useId();
  const { t } = useTranslation('rateHistory');
  return (
    <section aria-labelledby={headingId} className="margin-top-4">
      <h2 id={headingId}>{t('sections.heading')}</h2>
      <p className="usa-prose">{t('sections.companyIntro')}</p>
      {products.map((product) => (
        <ProductRateHistory key={product.companyProductPk} product={product} />
      ))}
    </section>
  );
}

function ProductRateHistory({ product }: { product: ProductWithFilings }) {
  const history = useRateHistory(product.companyProductPk);
  const { t } = useTranslation('rateHistory');
  return (
    <>
      <h3>{product.productName}</h3>
      <HistoryState history={history} notice={t('sections.companyNotice')}>
        {(data) =>
          data.typesOfInsurance.map((group) => <GroupFigure key={group.toiId} productName={data.productName} group={group} />)
        }
      </HistoryState>
    </>
  );
}

/** The filing a Rate Page shows: its product and type of insurance, and itself. */
export type FilingOfPage = { companyProductPk: number; toiId: number; filingId: number };

/**
 * Rate History on the Rate Page: the chart of the filing's company product and type
 * of insurance, the filing itself highlighted.
 */
export function FilingRateHistory({ filing }: { filing: FilingOfPage }) {
  const headingId = useId();
  const history = useRateHistory(filing.companyProductPk);
  const { t } = useTranslation('rateHistory');
  return (
    <section aria-labelledby={headingId} className="margin-bottom-4">
      <h2 id={headingId}>{t('sections.heading')}</h2>
      <p className="usa-prose">{t('sections.filingIntro')}</p>
      <HistoryState history={history} notice={t('sections.filingNotice')}>
        {(data) => {
          const group = data.typesOfInsurance.find((candidate) => candidate.toiId === filing.toiId);
          if (!group) return <p>{t('sections.noOtherFilings')}</p>;
          return (
            <RateHistoryFigure
              productName={data.productName}
              group={group}
              currentFilingId={filing.filingId}
              headingId={headingId}
            />
          );
        }}
      </HistoryState>
    </section>
  );
}

/** One type of insurance of a product on the Company Page: its heading and figure. */
function GroupFigure({ productName, group }: { productName: string; group: RateHistoryGroup }) {
  const headingId = useId();
  const words = useHistoryWords();
  return (
    <>
      <h4 id={headingId}>{insuranceTypeName(group, words)}</h4>
      <RateHistoryFigure productName={productName} group={group} headingId={headingId} />
    </>
  );
}

type HistoryStateProps = {
  history: ReturnType<typeof useRateHistory>;
  /** What the chart's place says when the history cannot be shown. */
  notice: string;
  children: (history: RateHistory) => ReactNode;
};

/**
 * A history while it loads, once loaded (with the chart's chunk), or, when the call or the chunk
 * fails, a short notice in the chart's place: the page around it stays as it is.
 */
function HistoryState({ history, notice, children }: HistoryStateProps) {
  const { t } = useTranslation('rateHistory');
  const loading = <p aria-busy="true">{t('sections.loading')}</p>;
  if (history.isPending) return loading;
  if (history.isError) return <HistoryNotice text={notice} />;
  return (
    <ChunkFailure fallback={<HistoryNotice text={notice} />}>
      <Suspense fallback={loading}>{children(history.data)}</Suspense>
    </ChunkFailure>
  );
}

function HistoryNotice({ text }: { text: string }) {
  return (
    <div className="usa-alert usa-alert--info usa-alert--slim usa-alert--no-icon margin-bottom-4">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{text}</p>
      </div>
    </div>
  );
}

/** Shows `fallback` instead of its children when they fail to render (e.g. the chart's chunk cannot be fetched). */
class ChunkFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
