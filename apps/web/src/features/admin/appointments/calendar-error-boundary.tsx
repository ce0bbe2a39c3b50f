import { Component, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { admin } from '../../../i18n/admin';

interface State {
  failed: boolean;
}

/**
 * An appointment the server sends in an unexpected shape must not take the whole panel down: the calendar
 * says it could not show the list (spec 002 section 8) and the other tabs keep working.
 */
export class CalendarErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    // A new period or filter is a new chance to render.
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (this.state.failed) return <FormAlert>{admin.calendar.errors.render}</FormAlert>;
    return this.props.children;
  }
}
