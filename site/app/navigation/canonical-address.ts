/**
 * A page's own address is its folder with a trailing slash (specification §2). `npm start` and
 * hosts that read the build's `_redirects` answer `x/index.html` with a 301; a plain static host
 * serves the file there, so the page corrects its address itself before anything reads it: an
 * inline script in the head, which needs neither the app nor a reload. The query, the hash and
 * the history entry's state stay.
 */
export const canonicalAddressScript =
  `var p=location.pathname,c=p.replace(/\\/index\\.html$/,'/');` +
  `if(c!==p)history.replaceState(history.state,'',c+location.search+location.hash)`;
