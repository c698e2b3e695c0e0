/** Stands in for imported asset URLs (fonts, images) in unit tests. */
export default '/assets/test-file';
