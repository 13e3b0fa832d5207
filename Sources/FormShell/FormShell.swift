// FormShell
