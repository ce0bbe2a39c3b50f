import { useMutation } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { applyFieldErrors } from '../../lib/form-errors';

/**
 * The state of an account form (login, register, reset): react-hook-form with the shared schema, and the call
 * its valid values send. The server's field errors land under the fields named in serverFields.
 */
export function useAccountForm<TValues extends FieldValues, TPayload extends FieldValues, TAnswer>(options: {
  resolver: Resolver<TValues, unknown, TPayload>;
  defaultValues: DefaultValues<TValues>;
  send: (payload: TPayload) => Promise<TAnswer>;
  serverFields: readonly Path<TValues>[];
  onSuccess?: (answer: TAnswer) => void;
  onError?: (error: Error) => void;
}) {
  const { register, handleSubmit, setError, formState } = useForm<TValues, unknown, TPayload>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
  });
  const mutation = useMutation({
    mutationFn: options.send,
    onSuccess: (answer) => options.onSuccess?.(answer),
    onError: (error) => {
      options.onError?.(error);
      applyFieldErrors(error, setError, options.serverFields);
    },
  });
  return {
    register,
    errors: formState.errors,
    mutation,
    onSubmit: handleSubmit((values) => mutation.mutate(values)),
  };
}
