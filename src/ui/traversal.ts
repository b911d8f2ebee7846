/**
 * Whether the screen shown was reached by Back or Forward (issue 23): a pop of the app's history,
 * or the document loaded by the browser from its history (back from another site's page, such as
 * the messaging app's consent page); not a link, a redirect or a reload. The app's history notes
 * it on each navigation (app/html-history.ts). Screens read it to keep Back a way back: it never
 * starts a sign-in, exchanges a spent code or brings back a notice already answered.
 */
let traversal = false;

export function arrivedByTraversal(): boolean {
  return traversal;
}

export function noteTraversal(popped: boolean): void {
  traversal = popped;
}
