/** Where a server call stands, for skeletons, empty and error states. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
