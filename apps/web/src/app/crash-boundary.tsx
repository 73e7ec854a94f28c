import { Component } from 'react';
import type { ReactNode } from 'react';
import { CrashPage } from './crash-page';

interface CrashBoundaryState {
  crashed: boolean;
}

/**
 * A screen that throws while rendering, or whose code cannot be downloaded (a deploy removed it),
 * shows the crash page with its 'Recargar' button instead of a blank page.
 */
export class CrashBoundary extends Component<{ children: ReactNode }, CrashBoundaryState> {
  override state: CrashBoundaryState = { crashed: false };

  static getDerivedStateFromError(): CrashBoundaryState {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}
