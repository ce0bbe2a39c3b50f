import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buttonClasses } from './button-styles';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(destructive?: boolean) {
  render(
    <ConfirmDialog
      open
      onOpenChange={vi.fn()}
      title="Conferma"
      message="Sei sicuro?"
      confirmLabel="Elimina"
      cancelLabel="Annulla"
      closeLabel="Chiudi"
      destructive={destructive}
      onConfirm={vi.fn()}
    />,
  );
  return screen.getByRole('button', { name: 'Elimina' });
}

describe('ConfirmDialog', () => {
  it('styles a destructive confirm action red', () => {
    expect(renderDialog(true).className).toBe(buttonClasses('danger'));
  });

  it('keeps the primary look when the action is not destructive', () => {
    expect(renderDialog().className).toBe(buttonClasses('primary'));
    expect(buttonClasses('danger')).toContain('bg-danger');
  });
});
