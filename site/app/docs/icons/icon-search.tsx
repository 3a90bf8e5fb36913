import { iconCategories } from './icon-data.ts';

/** Filters the set by name and keyword while typing, and by category. */
export function IconSearch({
  query,
  category,
  onQuery,
  onCategory,
}: {
  query: string;
  category: string;
  onQuery: (query: string) => void;
  onCategory: (category: string) => void;
}) {
  return (
    <div className="sk-icons__search" role="search">
      <label className="sk-icons__field">
        <span>Search icons</span>
        <input
          type="search"
          value={query}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onQuery(event.target.value)}
        />
      </label>
      <label className="sk-icons__field">
        <span>Category</span>
        <select value={category} onChange={(event) => onCategory(event.target.value)}>
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
