/** Placeholder until this feature lands (issue 10): the "opening soon" page. */
export { default } from '../system/pending-page';
