import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { it } from '../i18n/it';
import { inputClasses } from './input-styles';
import { LabelledField, splitFieldProps, type FieldFrameProps } from './labelled-field';

export interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'>, FieldFrameProps {
  /** The show/hide button's names; the app's Italian ones unless told. */
  showLabel?: string;
  hideLabel?: string;
}

/** A password input with a show/hide button that states what it will do. */
export function PasswordField({
  showLabel = it.form.showPassword,
  hideLabel = it.form.hidePassword,
  ...props
}: PasswordFieldProps) {
  const [frame, inputProps] = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <LabelledField {...frame}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={visible ? 'text' : 'password'}
            className={`${inputClasses} pr-12`}
            {...inputProps}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-fg"
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </LabelledField>
  );
}
