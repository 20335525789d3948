function mk(i) { const base = { id: 'case-' + i, dataset: 'd', file: 'x/' + i }; const junk = [i]; return { ...base, junk }; }
const a = mk(1), b = mk(2), c = mk(3);
console.log('same map a/b', %HaveSameMap(a, b), 'b/c', %HaveSameMap(b, c));
%DebugPrint(a);
