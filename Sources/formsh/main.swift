import FormCLI

FormshCLI.main()
