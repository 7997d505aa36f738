-- Headless Neovim as a Python bot author's editor: its own LSP client starts the cmdlint language
-- server with cmdlint.sources "on", opens a discord.py cog, waits for its diagnostics (the server
-- starts the Python parser on the first document and lints it once ready), hovers the command,
-- applies the quick fix that lowercases the name, and writes what it saw to CMDLINT_OUT as JSON.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'neovim-harness.lua')
local out = { steps = {} }
local function step(name) table.insert(out.steps, name) end

H.run(out, function()
  local cog = os.getenv('CMDLINT_PY')
  local client_id = vim.lsp.start_client({
    name = 'cmdlint',
    cmd = { os.getenv('CMDLINT_NODE'), os.getenv('CMDLINT_SERVER'), '--stdio' },
    root_dir = vim.fn.fnamemodify(cog, ':h'),
    settings = { cmdlint = { sources = 'on', debounceMs = 50 } },
    init_options = { cmdlint = { sources = 'on', debounceMs = 50 } },
  })
  out.nvim = H.version()

  -- 1. The cog, as the editor opens it (filetype by extension).
  vim.cmd('edit ' .. vim.fn.fnameescape(cog))
  local buf = vim.api.nvim_get_current_buf()
  out.filetype = vim.bo.filetype
  vim.lsp.buf_attach_client(buf, client_id)
  assert(vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 20), 'no diagnostics after opening')
  out.opened = H.diagnostics(buf)
  step('opened')

  -- 2. A hover on the command's name.
  local at = { line = 6, character = 33 }
  local hovers = vim.lsp.buf_request_sync(buf, 'textDocument/hover', { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = at }, 10000)
  for _, response in pairs(hovers or {}) do
    if response.result and response.result.contents then out.hover = vim.fn.json_encode(response.result.contents) end
  end
  step('hovered')

  -- 3. The quick fix of the name, applied by the editor.
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, range = { start = at, ['end'] = at }, context = { diagnostics = {}, only = { 'quickfix' } } }
  local responses = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 10000)
  out.actions = {}
  local chosen
  for _, response in pairs(responses or {}) do
    for _, action in ipairs(response.result or {}) do
      table.insert(out.actions, action.title)
      if action.edit and string.find(action.title, 'kick', 1, true) then chosen = action end
    end
  end
  assert(chosen, 'no quick fix of the name')
  H.apply(buf, chosen.edit, 0, 'the fix')
  out.fixed = H.diagnostics(buf)
  out.text = H.text(buf)
  step('fixed')

  H.stop(client_id)
end)
