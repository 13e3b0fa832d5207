"""The loan form and the transfer amount form as Django forms behind a JSON view, written
as a backend team writes them, with Django's defaults (CharField strips spaces,
RegexValidator searches, DecimalField reads what json.loads gives, choices compared as
text). The forms carry the forms' messages as Django's error_messages; the only glue is
the view's reply: form.errors as {"errors": {key: message}} (each key's first) with
status 422. Served by the standard library's wsgiref. Run: python3 django_app.py PORTFILE."""
import json
import sys
from wsgiref.simple_server import WSGIRequestHandler, make_server

import django
from django.conf import settings

settings.configure(DEBUG=False, ROOT_URLCONF=__name__, ALLOWED_HOSTS=["127.0.0.1", "localhost"],
                   SECRET_KEY="formsh-conformance-test", MIDDLEWARE=[], USE_I18N=False)
django.setup()

from django import forms  # noqa: E402
from django.core.validators import RegexValidator  # noqa: E402
from django.core.wsgi import get_wsgi_application  # noqa: E402
from django.http import JsonResponse  # noqa: E402
from django.urls import path  # noqa: E402
from django.views.decorators.csrf import csrf_exempt  # noqa: E402


class LoanForm(forms.Form):
    user_phone = forms.CharField(error_messages={"required": "Telefon raqami kiritilishi shart"},
                                 validators=[RegexValidator(r"^\+998[0-9]{9}$", "Format: +998XXXXXXXXX ko'rinishida bo'lsin")])
    full_name = forms.CharField(min_length=3, max_length=60, error_messages={
        "required": "To'liq ismingizni kiriting", "min_length": "Ism kamida 3 belgidan iborat bo'lsin",
        "max_length": "Ism 60 belgidan oshmasin"})
    passport = forms.CharField(error_messages={"required": "Pasport ma'lumotlarini kiriting"},
                               validators=[RegexValidator(r"^[A-Z]{2}[0-9]{7}$", "Pasport seriyasi: AA1234567")])
    amount = forms.DecimalField(min_value=500000, max_value=50000000, error_messages={
        "required": "Kredit summasini kiriting", "min_value": "Eng kam summa: 500 000 so'm",
        "max_value": "Eng ko'p summa: 50 000 000 so'm"})
    term_months = forms.TypedChoiceField(choices=[(6, "6 oy"), (12, "12 oy"), (24, "24 oy")], coerce=int,
                                         error_messages={"required": "Kredit muddatini tanlang"})
    income_source = forms.ChoiceField(choices=[("salary", "Ish haqi"), ("business", "Biznes"), ("other", "Boshqa")],
                                      error_messages={"required": "Daromad manbaini tanlang"})
    income_other = forms.CharField(required=False)
    employer = forms.CharField(required=False)
    purposes = forms.MultipleChoiceField(choices=[("home", "Uy"), ("car", "Avtomobil"), ("education", "Ta'lim"), ("other", "Boshqa")],
                                         error_messages={"required": "Kamida bitta maqsadni tanlang"})
    insurance = forms.BooleanField(required=False)
    agree_terms = forms.BooleanField(error_messages={"required": "Shartlarga rozilik bildiring"})

    def clean(self):
        data = super().clean()
        if data.get("income_source") == "other" and not data.get("income_other"):
            self.add_error("income_other", "Daromad manbaini yozing")
        if data.get("income_source") == "salary" and not data.get("employer"):
            self.add_error("employer", "Ish haqi uchun ish beruvchi majburiy")
        return data


class TransferAmountForm(forms.Form):
    transfer_amount = forms.DecimalField(min_value=1000, max_value=15000000, error_messages={
        "required": "O'tkazma summasini kiriting", "min_value": "Eng kam summa: 1 000",
        "max_value": "Eng ko'p summa: 15 000 000"})
    currency = forms.ChoiceField(choices=[("UZS", "UZS"), ("USD", "USD")], error_messages={"required": "Valyutani tanlang"})


def form_view(form_class):
    @csrf_exempt
    def view(request):
        form = form_class(json.loads(request.body))
        if form.is_valid():
            return JsonResponse({"status": "ok"})
        return JsonResponse({"errors": {key: messages[0] for key, messages in form.errors.items()}}, status=422)
    return view


urlpatterns = [
    path("api/v1/loan/apply", form_view(LoanForm)),
    path("api/v1/transfer/amount", form_view(TransferAmountForm)),
]


class QuietHandler(WSGIRequestHandler):
    def log_message(self, *args):
        pass


if __name__ == "__main__":
    server = make_server("127.0.0.1", 0, get_wsgi_application(), handler_class=QuietHandler)
    with open(sys.argv[1], "w") as f:
        f.write(str(server.server_port))
    server.serve_forever()
