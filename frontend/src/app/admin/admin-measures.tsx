import { MeasureNoteEditor } from '@/features/admin/measures/components/measure-note-editor';
import { useSiteProfile } from '@/features/site-profile/api/get-site-profile';

/** Measure Note Editor (SPEC 2.14): the quality-measure note and report link. */
export function Component() {
  const profile = useSiteProfile();
  return <MeasureNoteEditor supportDesk={profile.supportDesk} />;
}
