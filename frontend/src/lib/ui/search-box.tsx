import { Label, TextInput } from '@trussworks/react-uswds';

type SearchBoxProps = {
  /** The input's id, and its name. */
  id: string;
  label: string;
  /** Said under the label, and read with the box. */
  hint?: string;
  labelClassName?: string;
  /** The box's wrapper. */
  className?: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled search box that filters a list as it is typed in. */
export function SearchBox({ id, label, hint, labelClassName, className, value, onChange }: SearchBoxProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      {hint && (
        <span className="usa-hint" id={hintId}>
          {hint}
        </span>
      )}
      <TextInput
        id={id}
        name={id}
        type="search"
        aria-describedby={hint ? hintId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
