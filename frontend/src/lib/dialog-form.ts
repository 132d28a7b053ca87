import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';

/**
 * The form of an edit dialog, starting from `initial` and checked by `resolver` on Save. A
 * message is judged again only on Save, never swapped mid-typing; a field registered with
 * `registerField` loses its message as it changes, since the message was about its old value.
 * The dialog moves focus to the field at fault itself.
 */
export function useDialogForm<Form extends FieldValues, Saved>(
  initial: DefaultValues<Form>,
  resolver: Resolver<Form, unknown, Saved>,
) {
  const form = useForm<Form, unknown, Saved>({
    defaultValues: initial,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const registerField = (field: Path<Form>) => form.register(field, { onChange: () => form.clearErrors(field) });
  return { ...form, registerField };
}
