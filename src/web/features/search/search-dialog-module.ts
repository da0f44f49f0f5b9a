/** What the on-demand chunk of search holds: the dialog, and the loader of its texts (kept out of the first load too). */
export { SearchDialog } from "./components/search-dialog";
export { loadSearchTexts } from "./search-texts";
