import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/i18n/choose-language';
import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n/languages';
import styles from './language-switch.module.css';

/**
 * The header's language switch: each language named in its own language and marked
 * with its `lang`, so a screen reader says 'Español' in Spanish; the shown one is pressed. The
 * address stays the same; the choice is remembered on this browser.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('layout');
  return (
    <div role="group" aria-label={t('language.label')} className={styles.switch}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={i18n.language === language}
          onClick={() => void chooseLanguage(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
