import { useState } from 'react';
import type { FormValues } from '../components/param-form.tsx';

/** Form values plus the validation message shown in the error box. */
export function useTesterForm(defaults: FormValues) {
  const [values, setValues] = useState<FormValues>(defaults);
  const [formError, setFormError] = useState<string | null>(null);
  const onChange = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  return { values, onChange, formError, setFormError };
}
