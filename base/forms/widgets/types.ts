import type { ReactNode } from 'react';

/** What every form widget takes: a Formik field name, its input's id, its visible label. */
export interface WidgetFieldProps {
  name: string;
  id: string;
  label: string;
  /** Shown under the input and read with it (aria-describedby). */
  hint?: ReactNode;
  required?: boolean;
  wrapperClassName?: string;
}

export interface WidgetOption {
  value: string;
  label: string;
}
