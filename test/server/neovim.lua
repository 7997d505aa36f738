-- Headless Neovim as a user's editor: its own LSP client starts the cmdlint language server,
-- opens a command file with mistakes, reads the diagnostics, asks for a hover, edits the buffer,
-- applies "fix all", and writes what it saw to CMDLINT_OUT as JSON.
-- Works with Neovim 0.7 (vim.lsp.start_client) and later (vim.lsp.start).
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'neovim-harness.lua')
local out = { steps = {} }
local function step(name) table.insert(out.steps, name) end

H.run(out, function()
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
  out.nvim = H.version()

  local function diagnostics() return H.diagnostics(bufnr) end

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
      applied = applied + 1
      H.apply(bufnr, action.edit, 1, 'fix all')
    end
  end
  assert(applied == 1, 'expected one fix-all action, got ' .. applied)
  out.fixed = diagnostics()
  out.text = H.text(bufnr)
  step('fixed')

  H.stop(client_id)
end)
