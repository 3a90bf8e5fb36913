import { iconCategories } from './icon-data.ts';
import { useIconExplorer } from './icon-explorer-context.ts';

/** Filters the explorer's set by name and keyword while typing, and by category. */
export function IconSearch() {
  const { query, setQuery, category, setCategory } = useIconExplorer('IconSearch');
  return (
    // Named: the page has the site's search landmark too, and two unnamed ones cannot be told apart.
    <div className="sk-icons__search" role="search" aria-label="Icons">
      <label className="sk-icons__field">
        <span>Search icons</span>
        <input
          type="search"
          value={query}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      <label className="sk-icons__field">
        <span>Category</span>
        <select value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">All categories</option>
          {Object.entries(iconCategories).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
