import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './multi-select-filter.module.css';

type MultiSelectFilterProps = {
  /** What is filtered, e.g. 'Market'. */
  legend: string;
  /** The values to choose from, in the order shown. */
  options: readonly string[];
  /** The values chosen; none chosen means no filter. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

/**
 * A multi-select filter (SPEC 2.11, 2.16): a group of checkboxes, one per value, named
 * by its legend. Rows match when their value is among the checked ones; with none
 * checked every row shows.
 */
export function MultiSelectFilter({ legend, options, selected, onChange }: MultiSelectFilterProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? options.filter((o) => o === value || selected.includes(o)) : selected.filter((s) => s !== value));
  return (
    <fieldset className={`usa-fieldset ${styles.filter}`}>
      <legend className="usa-legend usa-legend margin-top-0">
        {legend}
        <span className="usa-sr-only"> {t('multiSelectFilter.filter')}</span>
      </legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <div key={option} className="usa-checkbox">
            <input
              className="usa-checkbox__input"
              id={`${id}-${index}`}
              type="checkbox"
              checked={selected.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <label className="usa-checkbox__label" htmlFor={`${id}-${index}`}>
              {option}
            </label>
          </div>
        ))}
      </div>
      {selected.length > 0 && (
        <button type="button" className="usa-button usa-button--unstyled margin-top-1" onClick={() => onChange([])}>
          {t('multiSelectFilter.showAll', { values: legend.toLowerCase() })}
        </button>
      )}
    </fieldset>
  );
}

/** A @tanstack/react-table filter function for a column filtered by {@link MultiSelectFilter}. */
export function includesAnyOf(value: unknown, selected: readonly string[] | undefined): boolean {
  return !selected || selected.length === 0 || selected.includes(String(value));
}
