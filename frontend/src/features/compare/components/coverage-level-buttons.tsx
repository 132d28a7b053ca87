import { Button, ButtonGroup } from '@trussworks/react-uswds';
import { COVERAGE_CHOICES, type CoverageChoice } from '../coverage';
import styles from './coverage-level-buttons.module.css';

type CoverageLevelButtonsProps = {
  /** Id of the element that names the group ('Level of coverage'). */
  labelledBy: string;
  selected: readonly CoverageChoice[];
  onToggle: (choice: CoverageChoice) => void;
};

/**
 * 'Level of coverage' as segmented toggle buttons: each one says whether it is
 * on with aria-pressed, and the group is named by its visible label.
 */
export function CoverageLevelButtons({ labelledBy, selected, onToggle }: CoverageLevelButtonsProps) {
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <ButtonGroup type="segmented" className={styles.levels}>
        {COVERAGE_CHOICES.map(({ value, label }) => {
          const pressed = selected.includes(value);
          return (
            <Button
              key={value}
              type="button"
              outline={!pressed}
              aria-pressed={pressed}
              onClick={() => onToggle(value)}
            >
              {label}
            </Button>
          );
        })}
      </ButtonGroup>
    </div>
  );
}
