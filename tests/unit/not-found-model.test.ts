/** The not-found page reads the path it was asked for (src/theme/NotFound/Content/not-found-model.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  askedPath,
  editDistance,
  findingsFor,
  nearNames,
  redirectOf,
  suggestionsFrom,
} from '../../src/theme/NotFound/Content/not-found-model';
import {sectionMap, type LineMap} from '../../src/lines/line-map';

const current = {id: 'current', label: 'Common 1.45', path: '/powersync-js/'};
const v2 = {id: 'v2', label: 'Common 2.3', path: '/powersync-js/v2/'};
const lines = [current, v2];
const record = (name: string, from: string, page: string) => ({
  name,
  declaration: `${from}@1.0.0/lib/index.d.ts#${name}`,
  page: `${page}.md`,
  anchors: [],
});
const web = (
  version: string,
  records: ReturnType<typeof record>[],
  removed: Parameters<typeof sectionMap>[0]['removed'] = [],
) => sectionMap({label: 'Web SDK', packageName: '@powersync/web', version, records, removed});
const maps = new Map<string, LineMap>([
  [
    'current',
    {
      routes: ['', 'web-sdk', 'web-sdk/classes/PowerSyncDatabase', 'web-sdk/classes/TableV2'],
      sections: {
        'web-sdk': web('1.31.0', [
          record('PowerSyncDatabase', '@powersync/web', 'classes/PowerSyncDatabase'),
          record('TableV2', '@powersync/common', 'classes/TableV2'),
          record('Table', '@powersync/common', 'classes/Table'),
        ]),
      },
    },
  ],
  [
    'v2',
    {
      routes: ['', 'web-sdk', 'web-sdk/interfaces/PowerSyncDatabase', 'web-sdk/classes/Table'],
      sections: {
        'web-sdk': web(
          '2.4.0',
          [
            record('PowerSyncDatabase', '@powersync/web', 'interfaces/PowerSyncDatabase'),
            record('Table', '@powersync/common', 'classes/Table'),
            record('CheckpointRequest', '@powersync/common', 'interfaces/CheckpointRequest'),
          ],
          [{name: 'TableV2', from: '@powersync/common', removedIn: '2.0.0', use: 'Table'}],
        ),
      },
    },
  ],
]);

test('the path names its line (a line prefix, latest/ for the newest, else the default), section and name', () => {
  assert.deepEqual(askedPath('/powersync-js/v2/web-sdk/classes/TableV2', '/powersync-js/', lines, v2), {
    line: v2,
    route: 'web-sdk/classes/TableV2',
    section: 'web-sdk',
    name: 'TableV2',
    query: 'TableV2',
  });
  assert.equal(askedPath('/powersync-js/latest/web-sdk/classes/X.html', '/powersync-js/', lines, v2).line, v2);
  const typo = askedPath('/powersync-js/web-sdk/classes/PowerSyncDatabse', '/powersync-js/', lines, v2);
  assert.deepEqual([typo.line, typo.name, typo.query], [current, 'PowerSyncDatabse', 'PowerSyncDatabse']);
  assert.equal(askedPath('/powersync-js/no-such-page', '/powersync-js/', lines, v2).name, undefined);
});

test('a symbol the line removed: when, and what replaced it, both linked', () => {
  const asked = askedPath('/powersync-js/v2/web-sdk/classes/TableV2', '/powersync-js/', lines, v2);
  const findings = findingsFor(asked, lines, maps, false);
  assert.deepEqual(findings[0], {
    kind: 'removed',
    name: 'TableV2',
    packageName: '@powersync/web',
    removedIn: '2.0.0',
    changesHref: '/powersync-js/v2/web-sdk/changes#v2-0-0',
    use: {name: 'Table', href: '/powersync-js/v2/web-sdk/classes/Table'},
  });
  // Another line still has it.
  assert.deepEqual(findings[1], {
    kind: 'elsewhere',
    name: 'TableV2',
    line: current,
    href: '/powersync-js/web-sdk/classes/TableV2',
  });
});

test('a symbol of another line, a near miss, and a latest/ path of an older line’s page', () => {
  const newer = askedPath('/powersync-js/web-sdk/interfaces/CheckpointRequest', '/powersync-js/', lines, v2);
  assert.deepEqual(findingsFor(newer, lines, maps, false), [
    {
      kind: 'elsewhere',
      name: 'CheckpointRequest',
      line: v2,
      href: '/powersync-js/v2/web-sdk/interfaces/CheckpointRequest',
    },
  ]);
  const typo = askedPath('/powersync-js/web-sdk/classes/PowerSyncDatabse', '/powersync-js/', lines, v2);
  assert.deepEqual(findingsFor(typo, lines, maps, false), [
    {
      kind: 'near',
      names: [{name: 'PowerSyncDatabase', href: '/powersync-js/web-sdk/classes/PowerSyncDatabase', section: 'web-sdk'}],
    },
  ]);
  // latest/ is the newest line; a route of an older line leads to the same symbol there.
  const latest = askedPath('/powersync-js/latest/web-sdk/classes/PowerSyncDatabase', '/powersync-js/', lines, v2);
  assert.deepEqual(findingsFor(latest, lines, maps, true, {search: '?a=1', hash: ''})[0], {
    kind: 'latest',
    href: '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase?a=1',
  });
});

test('edit distance counts a swap of neighbours as one edit; near names stay within a third of the length', () => {
  assert.equal(editDistance('PowerSyncDatabse', 'PowerSyncDatabase'), 1);
  assert.equal(editDistance('Tabel', 'Table'), 1);
  assert.equal(editDistance('table', 'Table'), 0);
  assert.deepEqual(
    nearNames(maps.get('current')!, 'web-sdk', 'Tabel').map((n) => n.name),
    ['Table'],
  );
  assert.deepEqual(nearNames(maps.get('current')!, 'web-sdk', 'Zzzzzzzzzz'), []);
});

test('a symbol the path’s own line has under another kind folder: that page, never “not in this line”', () => {
  // 1.x documents PowerSyncDatabase as a class, 2.x as an interface merged with its constructor.
  const cases: Array<[string, boolean, string]> = [
    [
      '/powersync-js/v2/web-sdk/classes/PowerSyncDatabase',
      false,
      '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase',
    ],
    ['/powersync-js/web-sdk/interfaces/PowerSyncDatabase', false, '/powersync-js/web-sdk/classes/PowerSyncDatabase'],
    [
      '/powersync-js/v2/web-sdk/variables/PowerSyncDatabase.html',
      false,
      '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase',
    ],
    // latest/ is the newest line: a kind folder no line has for the name.
    ['/powersync-js/latest/web-sdk/type-aliases/Table', true, '/powersync-js/v2/web-sdk/classes/Table'],
  ];
  for (const [pathname, isLatest, href] of cases) {
    const asked = askedPath(pathname, '/powersync-js/', lines, v2);
    const findings = findingsFor(asked, lines, maps, isLatest, {search: '?q=1', hash: '#close'});
    assert.deepEqual(
      findings.filter((f) => f.kind !== 'latest'),
      [{kind: 'here', name: asked.name, route: href.replace(asked.line.path, ''), href: `${href}?q=1`}],
      pathname,
    );
    assert.equal(redirectOf(findings), `${href}?q=1`, pathname);
  }
});

test('the hash is kept where the page the line has of the name has that heading', () => {
  const withAnchors = new Map(maps);
  const v2Map = structuredClone(maps.get('v2')!);
  v2Map.sections['web-sdk'].symbols['@powersync/web:PowerSyncDatabase'][1] = 'close connect';
  withAnchors.set('v2', v2Map);
  const asked = askedPath('/powersync-js/v2/web-sdk/classes/PowerSyncDatabase', '/powersync-js/', lines, v2);
  const href = (hash: string) => redirectOf(findingsFor(asked, lines, withAnchors, false, {search: '', hash}));
  assert.equal(href('#close'), '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase#close');
  assert.equal(href('#nope'), '/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase');
});

test('two pages of one name in the section (two declaring packages): both offered, none taken', () => {
  const twice = new Map(maps);
  const v2Map = structuredClone(maps.get('v2')!);
  v2Map.sections['web-sdk'].symbols['@powersync/common:PowerSyncDatabase'] = ['classes/PowerSyncDatabase-1', ''];
  twice.set('v2', v2Map);
  const asked = askedPath('/powersync-js/v2/web-sdk/classes/PowerSyncDatabase', '/powersync-js/', lines, v2);
  const findings = findingsFor(asked, lines, twice, false);
  assert.deepEqual(
    findings.map((f) => f.kind === 'here' && f.href),
    ['/powersync-js/v2/web-sdk/interfaces/PowerSyncDatabase', '/powersync-js/v2/web-sdk/classes/PowerSyncDatabase-1'],
  );
  assert.equal(redirectOf(findings), undefined);
});

test('near names: a name several sections have is offered in each of them (issue 54 item 5)', () => {
  const hooks = (label: string) =>
    sectionMap({
      label,
      packageName: `@powersync/${label}`,
      version: '1.0.0',
      records: [record('useQuery', `@powersync/${label}`, 'functions/useQuery')],
      removed: [],
    });
  const map: LineMap = {
    routes: [],
    sections: {
      'web-sdk': web('1.31.0', [record('Table', '@powersync/common', 'classes/Table')]),
      'react-native-sdk': hooks('react-native'),
      'react-sdk': hooks('react'),
    },
  };
  assert.deepEqual(
    nearNames(map, 'web-sdk', 'useQuery').map((n) => `${n.section} ${n.name}`),
    ['react-native-sdk useQuery', 'react-sdk useQuery'],
  );
});

test("the page's search hits: one per page, the asked section's first, each with its section and no marks", () => {
  const hit = (sdk: string, lvl0: string, lvl1: string, url: string) => ({record: {sdk, url, hierarchy: {lvl0, lvl1}}});
  const hits = [
    hit('node-sdk', 'Node SDK', 'Interface: PowerSyncDatabase (used in 3 demos)', '/n/PowerSyncDatabase'),
    hit('node-sdk', 'Node SDK', 'Interface: PowerSyncDatabase (used in 3 demos)', '/n/PowerSyncDatabase#connect'),
    hit('react-native-sdk', 'React Native SDK', 'Class: PowerSyncDatabase (used in 4 demos)', '/rn/PowerSyncDatabase'),
    hit('web-sdk', 'Web SDK', 'Class: PowerSyncDatabase (used in 13 demos)', '/w/PowerSyncDatabase'),
  ];
  assert.deepEqual(suggestionsFrom(hits, 'web-sdk'), [
    {title: 'Class: PowerSyncDatabase (Web SDK)', href: '/w/PowerSyncDatabase'},
    {title: 'Interface: PowerSyncDatabase (Node SDK)', href: '/n/PowerSyncDatabase'},
    {title: 'Class: PowerSyncDatabase (React Native SDK)', href: '/rn/PowerSyncDatabase'},
  ]);
});
