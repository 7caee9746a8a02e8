import { build } from 'esbuild';
import { lazyRequireSplit, LIBRARY_ENTRIES, lazyIds } from './bundle.mjs';
import { join } from 'node:path';
const src='/work/wt-cold-start/src';
const lazyEntryName = (id) => `chunks/lazy/${id.replace(/^(\.\.\/)+/, '').replace(/[^A-Za-z0-9]+/g, '-')}`;
const r = await build({ outdir:'/tmp/metaout', bundle:true, splitting:true, format:'esm', platform:'node', mainFields:['module','main'], target:'node20', external:['vitest','fast-check'], plugins:[lazyRequireSplit], metafile:true, write:false, legalComments:'none', logLevel:'warning',
 entryPoints: { ...Object.fromEntries(LIBRARY_ENTRIES.map(n=>[n, join(src, n+'.ts')])), ...Object.fromEntries(lazyIds().map((id) => [lazyEntryName(id), `lazy-entry:${id}`])) }, chunkNames:'chunks/[name]-[hash]' });
for (const [out, o] of Object.entries(r.metafile.outputs)) {
  if (o.bytes < +(process.argv[2]||50000)) continue;
  console.log(out, o.bytes);
  const groups = {};
  for (const [inp, v] of Object.entries(o.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(inp);
    const k = m ? m[1] : inp.replace(/^src\/([^/]+\/[^/]+).*/, 'src/$1');
    groups[k] = (groups[k]||0) + v.bytesInOutput;
  }
  for (const [k,v] of Object.entries(groups).sort((a,b)=>b[1]-a[1]).slice(0,+(process.argv[3]||25))) console.log('   ', String(v).padStart(8), k);
}
