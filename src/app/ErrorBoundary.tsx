import { Component, type ReactNode } from 'react';
import ErrorScreen from '../pages/_shell/ErrorScreen';
import { endBoot } from '../ui/boot';
import { noteField, pageBeingLeft } from './field/early';
import { ChunkLoadError, shouldReloadForChunk } from './lazy-screen';

interface Props {
  children: ReactNode;
  reload?: () => void;
}

interface State {
  error: Error | null;
}

/**
 * Catches render errors and failed chunks. A failed chunk reloads the page once (a new deploy
 * replaced the files); if that did not help, an error screen with a retry button.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error(error.message);
    // The field report, before a chunk's reload: a page that goes away sends what it has.
    noteField(
      error instanceof ChunkLoadError
        ? { kind: 'chunk', error }
        : { kind: 'error', error, message: error.message, source: 'render' },
    );
    endBoot();
    // A chunk the browser cancelled as it takes the page away is no new deploy: no reload (which
    // would also spend the tab's one reload).
    if (error instanceof ChunkLoadError && !pageBeingLeft() && shouldReloadForChunk())
      this.reload();
  }

  private reload = () => {
    (this.props.reload ?? (() => window.location.reload()))();
  };

  private retry = () => {
    if (this.state.error instanceof ChunkLoadError) this.reload();
    else this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorScreen chunk={error instanceof ChunkLoadError} onRetry={this.retry} />;
  }
}
