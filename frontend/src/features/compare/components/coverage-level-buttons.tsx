import { Button, ButtonGroup } from '@trussworks/react-uswds';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('compare');
  return (
    <div role="group" aria-labelledby={labelledBy}>
      <ButtonGroup type="segmented" className={styles.levels}>
        {COVERAGE_CHOICES.map((choice) => {
          const pressed = selected.includes(choice);
          return (
            <Button
              key={choice}
              type="button"
              outline={!pressed}
              aria-pressed={pressed}
              onClick={() => onToggle(choice)}
            >
              {choice === 'all' ? t('form.allLevels') : t(`metalLevel.${choice}`)}
            </Button>
          );
        })}
      </ButtonGroup>
    </div>
  );
}
