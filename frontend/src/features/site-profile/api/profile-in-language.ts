import type { SiteProfile } from '../types';

/**
 * The profile as shown in `language`: in Spanish, each department text from the
 * profile's `es` texts where the department gave one, else the English text; phone labels are
 * matched by the phone's number. Any other language gets the profile as configured.
 */
export function profileInLanguage(profile: SiteProfile, language: string): SiteProfile {
  const spanish = profile.es;
  if (language !== 'es' || !spanish) return profile;
  return {
    ...profile,
    productTitle: spanish.productTitle ?? profile.productTitle,
    siteTitle: spanish.siteTitle ?? profile.siteTitle,
    stateName: spanish.stateName ?? profile.stateName,
    departmentName: spanish.departmentName ?? profile.departmentName,
    supportDesk: spanish.supportDesk ?? profile.supportDesk,
    openDataTerms: spanish.openDataTerms ?? profile.openDataTerms,
    phones: profile.phones.map((phone) => ({ ...phone, label: spanish.phoneLabels?.[phone.number] ?? phone.label })),
  };
}
