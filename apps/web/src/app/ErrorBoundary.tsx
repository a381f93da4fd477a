import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../components/States';

type Props = { resetKey: string; children: ReactNode };
type State = { error: Error | null; resetKey: string };

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  render() {
    if (this.state.error) return <ErrorPage message={this.state.error.message} />;
    return this.props.children;
  }
}
