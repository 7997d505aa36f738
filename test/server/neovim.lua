-- Headless Neovim as a user's editor: its own LSP client starts the cmdlint language server,
-- opens a command file with mistakes, reads the diagnostics, asks for a hover, edits the buffer,
-- applies "fix all", and writes what it saw to CMDLINT_OUT as JSON.
-- Works with Neovim 0.7 (vim.lsp.start_client) and later (vim.lsp.start).
local out = { steps = {} }
local function step(name) table.insert(out.steps, name) end

local function finish(code)
  vim.fn.writefile({ vim.fn.json_encode(out) }, os.getenv('CMDLINT_OUT'))
  vim.cmd((code == 0 and 'qa!') or ('cquit ' .. code))
end

local ok, err = pcall(function()
  local file = os.getenv('CMDLINT_FILE')
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  vim.bo.filetype = 'json'
  local bufnr = vim.api.nvim_get_current_buf()
  local config = {
    name = 'cmdlint',
    cmd = { os.getenv('CMDLINT_NODE'), os.getenv('CMDLINT_SERVER'), '--stdio' },
    root_dir = vim.fn.fnamemodify(file, ':h'),
    settings = { cmdlint = { debounceMs = 50 } },
  }
  local client_id
  if vim.lsp.start then
    client_id = vim.lsp.start(config)
  else
    client_id = vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(bufnr, client_id)
  end
  out.nvim = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) .. '.' .. tostring(vim.version().patch)

  local function diagnostics()
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      local code = d.code
      if code == nil and d.user_data and d.user_data.lsp then code = d.user_data.lsp.code end
      table.insert(list, { line = d.lnum, character = d.col, endLine = d.end_lnum, endCharacter = d.end_col, code = code, source = d.source, severity = d.severity, message = d.message })
    end
    return list
  end

  -- 1. The diagnostics of the file as opened.
  assert(vim.wait(15000, function() return #vim.diagnostic.get(bufnr) > 0 end, 20), 'no diagnostics after opening')
  out.opened = diagnostics()
  step('opened')

  -- 2. A hover on the command's name: its budget.
  local uri = vim.uri_from_bufnr(bufnr)
  local hover = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', { textDocument = { uri = uri }, position = { line = 1, character = 4 } }, 10000)
  for _, response in pairs(hover or {}) do
    if response.result then out.hover = response.result.contents.value end
  end
  step('hover')

  -- 3. The user fixes "type": "1" by hand; the diagnostics follow.
  local before = #vim.diagnostic.get(bufnr)
  vim.api.nvim_buf_set_lines(bufnr, 2, 3, false, { '  "type": 1,' })
  assert(vim.wait(15000, function() return #vim.diagnostic.get(bufnr) == before - 1 end, 20), 'the diagnostics did not follow the edit')
  out.edited = diagnostics()
  step('edited')

  -- 4. "Fix all" (source.fixAll.cmdlint), applied by the editor.
  local params = { textDocument = { uri = uri }, range = { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } }, context = { diagnostics = {}, only = { 'source.fixAll' } } }
  local actions = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', params, 10000)
  local applied = 0
  for _, response in pairs(actions or {}) do
    for _, action in ipairs(response.result or {}) do
      out.fixAllTitle = action.title
      vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16')
      applied = applied + 1
    end
  end
  assert(applied == 1, 'expected one fix-all action, got ' .. applied)
  assert(vim.wait(15000, function() return #vim.diagnostic.get(bufnr) == 1 end, 20), 'the diagnostics did not follow fix all')
  out.fixed = diagnostics()
  out.text = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
  step('fixed')

  vim.lsp.stop_client(client_id)
  vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 20)
end)

if not ok then
  out.error = tostring(err)
  finish(1)
else
  finish(0)
end
