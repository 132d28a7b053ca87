import type { AdminCompareYear } from '../types';
import styles from './compare-years-table.module.css';

type CompareYearsTableProps = {
  years: AdminCompareYear[];
  /** A year's checkbox was changed: the record with `active` flipped. */
  onToggle: (record: AdminCompareYear) => void;
};

/**
 * SPEC 2.17's table: one row per year, columns Years and isActive, the latter a checkbox
 * that switches the year on or off for comparison. Each checkbox is named after its year
 * ('2027 Active'), though only 'Active' shows. Stacks into one card per year on phones.
 */
export function CompareYearsTable({ years, onToggle }: CompareYearsTableProps) {
  return (
    <table className={`usa-table usa-table--stacked usa-table--borderless ${styles.table}`}>
      <caption className="usa-sr-only">Compare years; check a year to offer it on Compare Plans.</caption>
      <thead>
        <tr>
          <th scope="col">Years</th>
          <th scope="col">isActive</th>
        </tr>
      </thead>
      <tbody>
        {years.map((record) => {
          const id = `compare-year-${record.id}-active`;
          return (
            <tr key={record.id}>
              <th scope="row" data-label="Years">
                {record.year}
              </th>
              <td data-label="isActive">
                <div className={`usa-checkbox ${styles.checkbox}`}>
                  <input
                    className="usa-checkbox__input"
                    id={id}
                    type="checkbox"
                    checked={record.active}
                    onChange={(event) => onToggle({ ...record, active: event.target.checked })}
                  />
                  <label className="usa-checkbox__label" htmlFor={id}>
                    <span className="usa-sr-only">{record.year} </span>Active
                  </label>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
