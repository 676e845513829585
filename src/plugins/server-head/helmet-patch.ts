/**
 * One change to the pinned react-helmet-async (@slorber/react-helmet-async 1.3.0) for static
 * rendering only, applied to its code (src/plugins/code-fixes.ts).
 *
 * On the server every `<Head>` (a Helmet instance) recomputes the page's whole head from all
 * the instances before it as it renders: tag lists deduplicated across instances, then every
 * tag turned into its string and React forms. A doc page renders a dozen or more instances, so
 * each page's head was computed a dozen times for the one result Docusaurus reads after the
 * render. Deferred, it is computed once, on that first read, from every instance: the same
 * reduction over the same instances, so the same head.
 */

import {applyCodeFixes, type CodeFix} from '../code-fixes';

/** Computes the server state when it is first read; until then the provider holds this proxy. */
const DEFER_SERVER_STATE = `
function psDeferServerState(d) {
  var c = d.props.context;
  if (c.psDeferred) return;
  c.psDeferred = true;
  var state = null;
  var read = function () {
    if (!state) {
      var set = c.setHelmet;
      c.setHelmet = function (s) { state = s; };
      try { d.emitChangeNow(); } finally { c.setHelmet = set; }
    }
    return state;
  };
  c.setHelmet(new Proxy({}, {
    get: function (_, k) { return read()[k]; },
    has: function (_, k) { return k in read(); },
    ownKeys: function () { return Reflect.ownKeys(read()); },
    getOwnPropertyDescriptor: function (_, k) {
      var p = Object.getOwnPropertyDescriptor(read(), k);
      if (p) p.configurable = true;
      return p;
    }
  }));
}
`;

const FIXES: readonly CodeFix[] = [
  {
    name: 'server state computed once per page',
    original: 'r.emitChange=function(){var t,e,r=this.props.context,n=r.setHelmet,i=null,o=(',
    patched:
      'r.emitChange=function(){if(!q.canUseDOM)return psDeferServerState(this);this.emitChangeNow()},' +
      'r.emitChangeNow=function(){var t,e,r=this.props.context,n=r.setHelmet,i=null,o=(',
  },
];

export const HELMET_PATCH_MARKER = '/* powersync: react-helmet-async server state computed once per page */';

export function patchHelmetModule(source: string): string {
  return applyCodeFixes(source, {
    fixes: FIXES,
    marker: HELMET_PATCH_MARKER,
    problem: (fix, occurrences) =>
      `[server-head] cannot apply the react-helmet-async fix "${fix.name}": expected its code once, found it ${occurrences} times. ` +
      'Was react-helmet-async (@slorber/react-helmet-async 1.3.0) upgraded? Review src/plugins/server-head/helmet-patch.ts.',
    appended: DEFER_SERVER_STATE,
  });
}
