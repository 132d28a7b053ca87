/** A choice of a coded value: its code, and its name as shown. */
export type CodeOption = { code: number; label: string };

/** The options of a select of coded values, each shown by its label, its value the code as text. */
export function CodeOptions({ options }: { options: readonly CodeOption[] }) {
  return options.map(({ code, label }) => (
    <option key={code} value={String(code)}>
      {label}
    </option>
  ));
}
