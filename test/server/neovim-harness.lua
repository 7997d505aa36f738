-- What the headless Neovim scripts of test/server share: the record written to CMDLINT_OUT, the
-- diagnostics as the client holds them, and the end of a run. Loaded with dofile beside each script.
local H = {}

function H.version()
  local v = vim.version()
  return tostring(v.major) .. '.' .. tostring(v.minor) .. '.' .. tostring(v.patch)
end

-- A diagnostic's code: Neovim 0.7 keeps it in user_data.lsp only.
function H.code(d)
  if d.code == nil and d.user_data and d.user_data.lsp then return d.user_data.lsp.code end
  return d.code
end

function H.diagnostics(bufnr)
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(list, { line = d.lnum, character = d.col, endLine = d.end_lnum, endCharacter = d.end_col, code = H.code(d), source = d.source, severity = d.severity, message = d.message })
  end
  return list
end

function H.text(bufnr)
  return table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
end

-- Applies a workspace edit as the editor does and waits until the buffer holds `count` diagnostics.
function H.apply(bufnr, edit, count, what)
  vim.lsp.util.apply_workspace_edit(edit, 'utf-16')
  assert(vim.wait(15000, function() return #vim.diagnostic.get(bufnr) == count end, 20), 'the diagnostics did not follow ' .. what)
end

function H.stop(client_id)
  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
end

-- Runs `body`, writes `out` (with the error, if any) to CMDLINT_OUT and quits with 0 or 1.
function H.run(out, body)
  local ok, err = pcall(body)
  if not ok then out.error = tostring(err) end
  vim.fn.writefile({ vim.fn.json_encode(out) }, os.getenv('CMDLINT_OUT'))
  vim.cmd((ok and 'qa!') or 'cquit 1')
end

return H
